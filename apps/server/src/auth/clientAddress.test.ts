import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../config.ts";
import { clientKey } from "./clientAddress.ts";

describe("the client a sign-in is counted against", () => {
  it("is the IPv4 address itself, also when written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 network of an IPv6 address, however the address is written", () => {
    const key = "2001:db8:1:2::/64";
    expect(clientKey("2001:db8:1:2::1")).toBe(key);
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe(key);
    expect(clientKey("2001:DB8:1:2:0:0:0:9")).toBe(key);
    expect(clientKey("2001:db8:1:2::1.2.3.4")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("TRUST_PROXY", () => {
  const read = (value: string) => readConfig({ TRUST_PROXY: value }).trustProxy;

  it("trusts no proxy unless told", () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(read("false")).toBe(false);
  });

  it("takes a number of proxies, or their addresses and networks", () => {
    expect(read("1")).toBe(1);
    expect(read("10.0.0.0/8, 127.0.0.1,fd00::/8")).toEqual(["10.0.0.0/8", "127.0.0.1", "fd00::/8"]);
  });

  it("refuses to trust every sender, and what is not an address", () => {
    expect(() => read("true")).toThrow(ConfigError);
    expect(() => read("proxy.example")).toThrow(/number of proxies/);
    expect(() => read("10.0.0.0/33")).toThrow(ConfigError);
  });
});
