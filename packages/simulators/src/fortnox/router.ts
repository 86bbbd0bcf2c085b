import type { Route } from './http';
import { companyRoutes } from './routes/company';

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

/**
 * Every company's own settings (who it is, its voucher series, its locked period) are always
 * served, after the resource routes the server passes.
 */
const alwaysServed: readonly Route[] = companyRoutes;

/** Routes match in list order, so fixed segments (`sublist`) must precede parameters. */
export function createRouter(routes: readonly Route[]) {
  const compiled: CompiledRoute[] = [...routes, ...alwaysServed].map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, pattern: new RegExp(`^${source}/?$`), names };
  });

  return (method: string, pathname: string): RouteMatch | 'method-not-allowed' | undefined => {
    let pathMatched = false;
    for (const { route, pattern, names } of compiled) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  };
}
