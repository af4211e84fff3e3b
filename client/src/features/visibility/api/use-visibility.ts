import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DECK_KEYS, type DeckKey } from '@shared/keys';
import { simulationKeys, type SimulationKey } from '@shared/simulations';
import {
  DECK_DEFAULTS,
  SIMULATION_DEFAULTS,
  settingOrDefault,
  type DeckSetting,
  type SimulationSetting,
} from '@shared/contracts/visibility-config';
import { apiRequest } from '@/lib/api';
import { localStore } from '@/lib/local-store';

/**
 * One hook per setting family (decks, simulations). The GET falls back to the
 * values last stored in this browser when the server cannot be reached; an admin's change shows at once,
 * is stored locally and sent to the server, and is reverted (and only logged) if the server refuses.
 */
function createVisibilityHook<K extends string, S extends object>(
  family: 'decks' | 'simulations',
  keys: readonly K[],
  defaults: S,
) {
  const url = `/api/visibility/${family}`;
  const storageKey = `visibility:${family}`;
  type All = Record<K, S>;

  const isAll = (v: unknown): v is All =>
    typeof v === 'object' &&
    v !== null &&
    keys.every((k) => typeof (v as Record<string, unknown>)[k] === 'object');

  const fetchAll = async (): Promise<All> => {
    try {
      const data = await apiRequest<All>('GET', url);
      localStore.write(storageKey, data);
      return data;
    } catch (err) {
      const stored = localStore.read(storageKey, isAll);
      if (stored) return stored;
      throw err;
    }
  };

  /** The settings query, also what the server renderer loads for a page that shows them. */
  const settingsQuery = () =>
    queryOptions({ queryKey: [url], queryFn: fetchAll, meta: { liveTopics: [family] } });

  function useVisibility() {
    const queryClient = useQueryClient();
    const query = useQuery(settingsQuery());

    const mutation = useMutation({
      mutationFn: ({ key, patch }: { key: K; patch: Partial<S> }) =>
        apiRequest('PATCH', `${url}/${key}`, patch),
      onMutate: async ({ key, patch }) => {
        await queryClient.cancelQueries({ queryKey: [url] });
        const previous = queryClient.getQueryData<All>([url]);
        if (previous) {
          const next = { ...previous, [key]: { ...previous[key], ...patch } } as All;
          queryClient.setQueryData([url], next);
          localStore.write(storageKey, next);
        }
        return { previous };
      },
      onError: (err, _vars, context) => {
        console.error(`Failed to update ${family} visibility`, err);
        if (context?.previous) {
          queryClient.setQueryData([url], context.previous);
          localStore.write(storageKey, context.previous);
        }
      },
    });

    return {
      /** Undefined until the first answer (server or local copy); then every key is present. */
      settings: query.data,
      isLoading: query.isLoading,
      /** With neither server nor local copy, everything counts as on (the defaults). */
      settingOf: (key: K): S => settingOrDefault(query.data?.[key], defaults),
      update: (key: K, patch: Partial<S>) => mutation.mutate({ key, patch }),
    };
  }

  return Object.assign(useVisibility, { query: settingsQuery });
}

export const useDeckVisibility = createVisibilityHook<DeckKey, DeckSetting>(
  'decks',
  DECK_KEYS,
  DECK_DEFAULTS,
);

export const useSimulationVisibility = createVisibilityHook<SimulationKey, SimulationSetting>(
  'simulations',
  simulationKeys(),
  SIMULATION_DEFAULTS,
);
