import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { invalidateAfterWrite } from "./invalidateAfterWrite.ts";

/** A list whose reads answer only when the test says, each with the list as it was when asked. */
function slowList() {
  const stored = ["перший"];
  const pending: Array<() => void> = [];
  const read = () => {
    const answer = [...stored];
    return new Promise<string[]>((resolve) => pending.push(() => resolve(answer)));
  };
  const answerAll = () => {
    for (const answer of pending.splice(0)) answer();
  };
  return { stored, read, answerAll };
}

const clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.clear();
});

function watched(queryFn: () => Promise<string[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  const observer = new QueryObserver(client, { queryKey: ["list"], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, unsubscribe };
}

async function settled() {
  for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe("invalidateAfterWrite", () => {
  it("shows a write made while the list's first read was still on its way", async () => {
    const list = slowList();
    const { client, observer, unsubscribe } = watched(list.read);
    await settled();
    expect(observer.getCurrentResult().isPending).toBe(true);

    list.stored.push("другий");
    const refreshed = invalidateAfterWrite(client, ["list"]);
    await settled();
    list.answerAll();
    await refreshed;
    await settled();
    expect(observer.getCurrentResult().data).toEqual(["перший", "другий"]);
    unsubscribe();
  });

  it("reads again a list that already has data", async () => {
    const list = slowList();
    const { client, observer, unsubscribe } = watched(list.read);
    await settled();
    list.answerAll();
    await settled();
    expect(observer.getCurrentResult().data).toEqual(["перший"]);

    list.stored.push("другий");
    const refreshed = invalidateAfterWrite(client, ["list"]);
    await settled();
    list.answerAll();
    await refreshed;
    expect(observer.getCurrentResult().data).toEqual(["перший", "другий"]);
    unsubscribe();
  });

  // Why the helper exists: the library's own invalidation keeps the first read.
  it("is needed: a plain invalidateQueries during the first read keeps that read's answer", async () => {
    const list = slowList();
    const { client, observer, unsubscribe } = watched(list.read);
    await settled();
    list.stored.push("другий");
    const refreshed = client.invalidateQueries({ queryKey: ["list"] });
    await settled();
    list.answerAll();
    await refreshed;
    await settled();
    expect(observer.getCurrentResult().data).toEqual(["перший"]);
    unsubscribe();
  });
});
