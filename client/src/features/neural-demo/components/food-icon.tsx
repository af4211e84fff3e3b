import { Hamburger, Pizza, Salad, type LucideProps } from 'lucide-react';
import type { FoodKey } from '../lib/network';

const ICONS = { salad: Salad, pizza: Pizza, hamburger: Hamburger } as const;

export function FoodIcon({ food, ...props }: { food: FoodKey } & LucideProps) {
  const Icon = ICONS[food];
  return <Icon aria-hidden {...props} />;
}
