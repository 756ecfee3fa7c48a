import type { FastifyInstance, RouteHandlerMethod } from "fastify";

/**
 * Counts the route handlers running, so that a server which stops closes its database only once
 * the last has finished. Fastify's `close()` waits for the responses still owed, but a handler
 * whose client went away (a dropped connection, a load generator stopped) is owed nothing: it
 * goes on rendering or querying after `close()` has settled, and found the database closed under
 * it (seen at a benchmark's stop: dozens of page renders failing with "PGlite is closed").
 *
 * Registered before the routes (it wraps each as it is added); `settled(ms)` resolves when none
 * runs, or after `ms` with the number still running.
 */
export function trackHandlersInFlight(app: FastifyInstance) {
  let running = 0;
  const waiting = new Set<() => void>();
  const finished = () => {
    running -= 1;
    if (running > 0) return;
    for (const idle of waiting) idle();
  };

  app.addHook("onRoute", (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function (this: FastifyInstance, request, reply) {
      running += 1;
      let result: unknown;
      try {
        result = handler.call(this, request, reply);
      } catch (error) {
        finished();
        throw error;
      }
      if (result instanceof Promise) return result.finally(finished);
      // A handler that answers through `reply` without a promise is done once it has returned.
      finished();
      return result;
    } as RouteHandlerMethod;
  });

  return {
    /** How many handlers run now. */
    running: () => running,
    /** Resolves with 0 once no handler runs, or after `timeoutMs` with how many still do. */
    settled(timeoutMs: number): Promise<number> {
      if (running === 0) return Promise.resolve(0);
      return new Promise((resolve) => {
        const idle = () => {
          clearTimeout(timer);
          waiting.delete(idle);
          resolve(0);
        };
        const timer = setTimeout(() => {
          waiting.delete(idle);
          resolve(running);
        }, timeoutMs);
        waiting.add(idle);
      });
    },
  };
}
