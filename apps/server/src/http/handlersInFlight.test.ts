import { request } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { trackHandlersInFlight } from "./handlersInFlight.ts";

/** A server whose one route waits until the test lets it finish. */
async function slowServer() {
  const app = Fastify({ forceCloseConnections: "idle" });
  const handlers = trackHandlersInFlight(app);
  let started = () => {};
  const handlerStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let finishedAt = 0;
  app.get("/slow", async () => {
    started();
    await released;
    finishedAt = performance.now();
    return { done: true };
  });
  app.get("/quick", (_request, reply) => {
    reply.send({ done: true });
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return { app, handlers, port, handlerStarted, release, finishedAt: () => finishedAt };
}

describe("handlers in flight", () => {
  it("are waited for after close() when their client went away", async () => {
    const server = await slowServer();
    const client = request({ port: server.port, path: "/slow" });
    client.on("error", () => {});
    client.end();
    await server.handlerStarted;
    expect(server.handlers.running()).toBe(1);
    client.destroy();
    // Fastify owes the gone client nothing: close() settles with the handler still running.
    await server.app.close();
    expect(server.handlers.running()).toBe(1);
    const settled = server.handlers.settled(5000);
    setTimeout(server.release, 50);
    expect(await settled).toBe(0);
    expect(server.finishedAt()).toBeGreaterThan(0);
    expect(server.handlers.running()).toBe(0);
  });

  it("settles every caller waiting at once", async () => {
    const server = await slowServer();
    const pending = server.app.inject({ method: "GET", url: "/slow" });
    await server.handlerStarted;
    // Each as soon as the handler ends, long before its own timeout.
    const soon = (settled: Promise<number>) =>
      Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000, "timed out"))]);
    const both = Promise.all([
      soon(server.handlers.settled(20_000)),
      soon(server.handlers.settled(20_000)),
    ]);
    setTimeout(server.release, 20);
    expect(await both).toEqual([0, 0]);
    expect((await pending).statusCode).toBe(200);
    await server.app.close();
  });

  it("gives up after the timeout, saying how many still run", async () => {
    const server = await slowServer();
    const pending = server.app.inject({ method: "GET", url: "/slow" });
    await server.handlerStarted;
    expect(await server.handlers.settled(30)).toBe(1);
    server.release();
    expect((await pending).statusCode).toBe(200);
    expect(await server.handlers.settled(30)).toBe(0);
    await server.app.close();
  });

  it("counts a handler answering through reply without a promise", async () => {
    const server = await slowServer();
    const response = await server.app.inject({ method: "GET", url: "/quick" });
    expect(response.json()).toEqual({ done: true });
    expect(server.handlers.running()).toBe(0);
    server.release();
    await server.app.close();
  });
});
