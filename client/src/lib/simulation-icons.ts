import { Clapperboard, FlaskConical, Globe, Scale, type LucideIcon } from 'lucide-react';
import type { SimulationDefinition } from '@shared/simulations';

/** The icon the registry names for a simulation (shared/ holds no React). */
const icons: Record<SimulationDefinition['icon'], LucideIcon> = {
  clapperboard: Clapperboard,
  scale: Scale,
  globe: Globe,
  flask: FlaskConical,
};

export const simulationIcon = (sim: Pick<SimulationDefinition, 'icon'>): LucideIcon => icons[sim.icon];
