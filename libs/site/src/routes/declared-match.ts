import type { RouteDeclaration } from '@trophy-room/api-client';

/** The deepest matched route's declaration and its parameters. */
export function declaredMatch(
  matches: readonly { handle?: unknown; params: Readonly<Partial<Record<string, string>>> }[],
): { route: RouteDeclaration; params: Readonly<Partial<Record<string, string>>> } | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteDeclaration | undefined;
    if (handle && typeof handle.page === 'function') return { route: handle, params: matches[i].params };
  }
  return undefined;
}
