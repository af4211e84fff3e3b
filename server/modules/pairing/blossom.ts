/**
 * Maximum matching in a general graph (Edmonds' blossom algorithm, breadth-first with blossom contraction).
 * Vertices are 0..n-1; `adj[v]` lists v's neighbours. The matching is grown from `match` (-1 = unmatched),
 * so a caller can start from a greedy matching or from an earlier one with some vertices taken out.
 *
 * Why blossoms and not random restarts: "never the same partner twice where possible" is a perfect-matching
 * question on the graph of allowed partners, and Edmonds answers it exactly: if the returned matching
 * leaves a vertex out, no matching covers more vertices.
 */
export function growMatching(
  adj: readonly (readonly number[])[],
  match: Int32Array,
  roots: readonly number[],
  active?: Uint8Array,
): Int32Array {
  const n = adj.length;
  const on = (v: number) => active === undefined || active[v] === 1;
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const seen = new Int32Array(n);
  let stamp = 0;
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;

  const lowestCommonAncestor = (a: number, b: number): number => {
    stamp++;
    for (;;) {
      a = base[a]!;
      seen[a] = stamp;
      if (match[a] === -1) break;
      a = parent[match[a]!]!;
    }
    for (;;) {
      b = base[b]!;
      if (seen[b] === stamp) return b;
      b = parent[match[b]!]!;
    }
  };

  const markPath = (v: number, b: number, child: number) => {
    while (base[v] !== b) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[match[v]!]!] = 1;
      parent[v] = child;
      child = match[v]!;
      v = parent[match[v]!]!;
    }
  };

  /** The free vertex an augmenting path from root ends at, or -1 (then `parent` holds the path). */
  const findPath = (root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    head = 0;
    tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++]!;
      for (const to of adj[v]!) {
        if (!on(to) || base[v] === base[to] || match[v] === to) continue;
        if (to === root || (match[to] !== -1 && parent[match[to]!] !== -1)) {
          const b = lowestCommonAncestor(v, to);
          inBlossom.fill(0);
          markPath(v, b, to);
          markPath(to, b, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i]!] === 1) {
              base[i] = b;
              if (used[i] === 0) {
                used[i] = 1;
                queue[tail++] = i;
              }
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (match[to] === -1) return to;
          used[match[to]!] = 1;
          queue[tail++] = match[to]!;
        }
      }
    }
    return -1;
  };

  for (const root of roots) {
    if (!on(root) || match[root] !== -1) continue;
    let v = findPath(root);
    while (v !== -1) {
      const pv = parent[v]!;
      const next = match[pv]!;
      match[v] = pv;
      match[pv] = v;
      v = next;
    }
  }
  return match;
}

/** A maximal matching taken greedily in the given order: the cheap start the blossom search grows from. */
export function greedyMatching(adj: readonly (readonly number[])[], order: readonly number[]): Int32Array {
  const match = new Int32Array(adj.length).fill(-1);
  for (const v of order) {
    if (match[v] !== -1) continue;
    for (const to of adj[v]!) {
      if (match[to] === -1 && to !== v) {
        match[v] = to;
        match[to] = v;
        break;
      }
    }
  }
  return match;
}
