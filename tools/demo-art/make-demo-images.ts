// Draws the demo images seeded into an empty database: every picture is procedural SVG
// rendered by sharp, so the repository holds no third-party artwork.
// Run: npx tsx tools/demo-art/make-demo-images.ts (idempotent: same seeds, same files).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const OUT_DIR = fileURLToPath(new URL("../../apps/server/src/demo/images/", import.meta.url));
const JPEG_QUALITY = 72;
// Brief: keep each JPEG under ~90 KB; quality steps down only when a picture is busy.
const JPEG_BUDGET = 90 * 1024;

type Rng = () => number;

function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();

function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

const n = (v: number): string => String(Math.round(v * 10) / 10);

function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const ch = (shift: number): number => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0")}`;
}

const darker = (c: string, t: number): string => mix(c, "#000000", t);
const lighter = (c: string, t: number): string => mix(c, "#ffffff", t);

interface Pt {
  x: number;
  y: number;
}

/** Catmull-Rom through the points, as cubic Bézier segments. */
function smoothThrough(pts: readonly Pt[], closed: boolean): string {
  const count = pts.length;
  const at = (i: number): Pt => {
    const idx = closed ? (i + count) % count : Math.min(Math.max(i, 0), count - 1);
    const p = pts[idx];
    if (p === undefined) throw new Error("empty path");
    return p;
  };
  const first = at(0);
  let d = `M${n(first.x)},${n(first.y)}`;
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    d += ` C${n(p1.x + (p2.x - p0.x) / 6)},${n(p1.y + (p2.y - p0.y) / 6)} ${n(p2.x - (p3.x - p1.x) / 6)},${n(p2.y - (p3.y - p1.y) / 6)} ${n(p2.x)},${n(p2.y)}`;
  }
  return closed ? `${d} Z` : d;
}

/** An irregular rounded blob, for cow patches, bushes and hay. */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, wobble = 0.28): string {
  const pts: Pt[] = [];
  const count = 7;
  const turn = rng() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const k = 1 - wobble / 2 + rng() * wobble;
    pts.push({ x: cx + Math.cos(a) * rx * k, y: cy + Math.sin(a) * ry * k });
  }
  return smoothThrough(pts, true);
}

class Canvas {
  readonly defs: string[] = [];
  private readonly items: { depth: number; svg: string }[] = [];
  private counter = 0;

  constructor(
    readonly w: number,
    readonly h: number,
    readonly rng: Rng,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** Adds an object standing on the ground at `depth` (its y); later sorting keeps far behind near. */
  place(depth: number, svg: string): void {
    this.items.push({ depth, svg });
  }

  render(background: string, overlay = ""): string {
    const body = [...this.items]
      .sort((a, b) => a.depth - b.depth)
      .map((i) => i.svg)
      .join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${background}${body}${overlay}</svg>`;
  }
}

// ---------- sky and land ----------

interface SkyPalette {
  stops: readonly string[];
  sun?: { x: number; y: number; r: number; color: string; glow: string };
  moon?: boolean;
  stars?: boolean;
  cloud: string;
  cloudOpacity: number;
  clouds: number;
  haze: string;
}

const SKIES = {
  morning: {
    stops: ["#7fb6e3", "#b9d9ef", "#fbe3c0"],
    sun: { x: 0.18, y: 0.86, r: 0.035, color: "#fff4d6", glow: "#ffe2a8" },
    cloud: "#ffffff",
    cloudOpacity: 0.8,
    clouds: 4,
    haze: "#dfe8ea",
  },
  noon: {
    stops: ["#2f7fd0", "#6fb2e8", "#cfe9f8"],
    sun: { x: 0.82, y: 0.18, r: 0.03, color: "#fffbe8", glow: "#fff6c8" },
    cloud: "#ffffff",
    cloudOpacity: 0.95,
    clouds: 6,
    haze: "#cfe3ef",
  },
  afternoon: {
    stops: ["#4a8fd1", "#8cc1ea", "#e9f2ea"],
    sun: { x: 0.7, y: 0.3, r: 0.03, color: "#fff8dc", glow: "#fff0b8" },
    cloud: "#ffffff",
    cloudOpacity: 0.9,
    clouds: 5,
    haze: "#d8e7ea",
  },
  golden: {
    stops: ["#5c8fc4", "#e8c389", "#ffcf7a"],
    sun: { x: 0.76, y: 0.78, r: 0.045, color: "#fff1c4", glow: "#ffc86a" },
    cloud: "#ffe3b8",
    cloudOpacity: 0.75,
    clouds: 4,
    haze: "#f2d6a6",
  },
  sunset: {
    stops: ["#3a3f7c", "#b0587a", "#f2895a", "#ffd37a"],
    sun: { x: 0.5, y: 0.93, r: 0.055, color: "#ffe6a6", glow: "#ff9f5a" },
    cloud: "#f7a07c",
    cloudOpacity: 0.7,
    clouds: 5,
    haze: "#e79a7e",
  },
  overcast: {
    stops: ["#9aa8b4", "#c4ccd2", "#e2e5e3"],
    cloud: "#f1f3f4",
    cloudOpacity: 0.55,
    clouds: 7,
    haze: "#d6dbdc",
  },
  dusk: {
    stops: ["#1c2450", "#4f4a84", "#b07a9c", "#f2ad86"],
    moon: true,
    stars: true,
    cloud: "#8a6c9a",
    cloudOpacity: 0.5,
    clouds: 3,
    haze: "#8d7ea0",
  },
  night: {
    stops: ["#0b1230", "#1b2a5a", "#3a4d7e"],
    moon: true,
    stars: true,
    cloud: "#41517e",
    cloudOpacity: 0.45,
    clouds: 2,
    haze: "#2c3a66",
  },
  rain: {
    stops: ["#6f7f96", "#a9b7c6", "#f4e9c9"],
    sun: { x: 0.12, y: 0.45, r: 0.028, color: "#fff7d8", glow: "#fff1c0" },
    cloud: "#e6e9ee",
    cloudOpacity: 0.7,
    clouds: 6,
    haze: "#c9d2d9",
  },
} satisfies Record<string, SkyPalette>;

interface LandPalette {
  far: string;
  mid: string;
  near: string;
  front: string;
  fields: readonly string[];
  leaves: readonly string[];
  trunk: string;
}

const LANDS = {
  spring: {
    far: "#8fbf64",
    mid: "#7ab84e",
    near: "#67a83f",
    front: "#4f9433",
    fields: ["#a9cf6a", "#c7dc7c", "#8c7a52", "#9fc95f", "#d8d27a"],
    leaves: ["#6cb34a", "#8acb5a", "#4f963a"],
    trunk: "#6b4a33",
  },
  summer: {
    far: "#7aa655",
    mid: "#6aa343",
    near: "#548f36",
    front: "#41792b",
    fields: ["#d9c05a", "#9dbb52", "#e6cf6e", "#7fa748", "#b8a14c"],
    leaves: ["#3f7f32", "#56983c", "#2f6b2a"],
    trunk: "#5d4030",
  },
  late: {
    far: "#a9ad5e",
    mid: "#a2a94f",
    near: "#879a43",
    front: "#6f8738",
    fields: ["#e3c665", "#c9b45a", "#9aa64e", "#d8a94f", "#b6b05c"],
    leaves: ["#6f8f3a", "#8aa04a", "#577a32"],
    trunk: "#5b4131",
  },
  autumn: {
    far: "#b49a5a",
    mid: "#a99448",
    near: "#8e803e",
    front: "#766d36",
    fields: ["#c9a25a", "#8c7446", "#b8b06a", "#a4823e", "#d0b272"],
    leaves: ["#d9822b", "#e8b03a", "#b9532a", "#9c8a32"],
    trunk: "#4f3a2d",
  },
  snow: {
    far: "#dfe7ef",
    mid: "#e9eef4",
    near: "#f3f6f9",
    front: "#ffffff",
    fields: ["#e6edf3", "#dbe4ec", "#eef2f6"],
    leaves: ["#5c6f5a", "#4c5e4b"],
    trunk: "#4a3b33",
  },
  dusk: {
    far: "#6b5a86",
    mid: "#3e3552",
    near: "#2d2740",
    front: "#211c31",
    fields: ["#4a3f5e", "#54476a"],
    leaves: ["#2a2a3f"],
    trunk: "#1d1a26",
  },
  night: {
    far: "#2a3a66",
    mid: "#1d2a4a",
    near: "#17223e",
    front: "#101a30",
    fields: ["#1f2c50", "#243258"],
    leaves: ["#1b2a3a"],
    trunk: "#141c2a",
  },
} satisfies Record<string, LandPalette>;

interface BackdropOptions {
  sky: SkyPalette;
  land: LandPalette;
  /** Horizon as a fraction of the height. */
  horizon: number;
  ridges?: number;
  fields?: boolean;
  treeLine?: boolean;
  fog?: boolean;
  rainbow?: boolean;
}

function cloud(c: Canvas, x: number, y: number, s: number, color: string, opacity: number): string {
  const { rng } = c;
  const puffs: string[] = [];
  const count = 4 + Math.floor(rng() * 3);
  for (let i = 0; i < count; i++) {
    const px = x + (i - count / 2) * 38 * s + between(rng, -8, 8) * s;
    const r = between(rng, 26, 48) * s * (1 - Math.abs(i - count / 2) / count);
    puffs.push(`<circle cx="${n(px)}" cy="${n(y - r * 0.5)}" r="${n(r + 14 * s)}"/>`);
  }
  puffs.push(
    `<rect x="${n(x - count * 22 * s)}" y="${n(y - 14 * s)}" width="${n(count * 44 * s)}" height="${n(24 * s)}" rx="${n(12 * s)}"/>`,
  );
  return `<g fill="${color}" opacity="${opacity}">${puffs.join("")}</g>`;
}

function ridgePath(c: Canvas, base: number, amp: number, bumps: number): string {
  const { w, h, rng } = c;
  const pts: Pt[] = [];
  for (let i = 0; i <= bumps; i++) {
    const x = -w * 0.05 + (i / bumps) * w * 1.1 + between(rng, -0.3, 0.3) * (w / bumps);
    pts.push({ x, y: base - rng() * amp });
  }
  const line = smoothThrough(pts, false);
  return `${line} L${n(w * 1.1)},${n(h + 10)} L${n(-w * 0.1)},${n(h + 10)} Z`;
}

function backdrop(c: Canvas, o: BackdropOptions): string {
  const { w, h, rng } = c;
  const hy = h * o.horizon;
  const parts: string[] = [];
  const skyId = c.id("sky");
  const stops = o.sky.stops
    .map((s, i) => `<stop offset="${n(i / (o.sky.stops.length - 1))}" stop-color="${s}"/>`)
    .join("");
  c.defs.push(
    `<linearGradient id="${skyId}" x1="0" y1="0" x2="0" y2="1">${stops}</linearGradient>`,
  );
  parts.push(`<rect width="${w}" height="${n(hy + h * 0.05)}" fill="url(#${skyId})"/>`);

  if (o.sky.stars) {
    const stars: string[] = [];
    for (let i = 0; i < 90; i++) {
      stars.push(
        `<circle cx="${n(rng() * w)}" cy="${n(rng() * hy * 0.7)}" r="${n(between(rng, 0.8, 2.4))}" opacity="${n(between(rng, 0.4, 1))}"/>`,
      );
    }
    parts.push(`<g fill="#fffbe6">${stars.join("")}</g>`);
  }
  if (o.sky.moon) {
    const mx = w * between(rng, 0.65, 0.85);
    const my = hy * 0.22;
    const r = Math.min(w, h) * 0.04;
    const glow = c.id("glow");
    c.defs.push(
      `<radialGradient id="${glow}"><stop offset="0" stop-color="#fff8dc" stop-opacity="0.5"/><stop offset="1" stop-color="#fff8dc" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(
      `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(r * 4)}" fill="url(#${glow})"/><circle cx="${n(mx)}" cy="${n(my)}" r="${n(r)}" fill="#fdf3cf"/><circle cx="${n(mx - r * 0.3)}" cy="${n(my - r * 0.2)}" r="${n(r * 0.22)}" fill="#e9dcb4"/><circle cx="${n(mx + r * 0.35)}" cy="${n(my + r * 0.3)}" r="${n(r * 0.15)}" fill="#e9dcb4"/>`,
    );
  }
  if (o.sky.sun) {
    const { sun } = o.sky;
    const sx = w * sun.x;
    const sy = hy * sun.y;
    const r = Math.max(w, h) * sun.r;
    const glow = c.id("glow");
    c.defs.push(
      `<radialGradient id="${glow}"><stop offset="0" stop-color="${sun.glow}" stop-opacity="0.85"/><stop offset="0.35" stop-color="${sun.glow}" stop-opacity="0.3"/><stop offset="1" stop-color="${sun.glow}" stop-opacity="0"/></radialGradient>`,
    );
    parts.push(
      `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r * 7)}" fill="url(#${glow})"/><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(r)}" fill="${sun.color}"/>`,
    );
  }
  if (o.rainbow) {
    const cx = w * 0.62;
    const cy = hy + h * 0.05;
    const colors = ["#e8574a", "#f29a3f", "#f6d54f", "#7cc160", "#4aa3d8", "#6b6fc7", "#9a62b8"];
    const r0 = w * 0.42;
    const bands = colors
      .map(
        (col, i) =>
          `<path d="M${n(cx - r0 + i * 9)},${n(cy)} A${n(r0 - i * 9)},${n(r0 - i * 9)} 0 0 1 ${n(cx + r0 - i * 9)},${n(cy)}" stroke="${col}" stroke-width="10" fill="none"/>`,
      )
      .join("");
    parts.push(`<g opacity="0.42">${bands}</g>`);
  }
  for (let i = 0; i < o.sky.clouds; i++) {
    const s = between(rng, 0.7, 1.6) * (w / 1600);
    parts.push(
      cloud(
        c,
        rng() * w,
        between(rng, 0.08, 0.6) * hy,
        s,
        o.sky.cloud,
        o.sky.cloudOpacity * between(rng, 0.7, 1),
      ),
    );
  }

  const ridges = o.ridges ?? 3;
  for (let i = 0; i < ridges; i++) {
    const t = ridges === 1 ? 1 : i / (ridges - 1);
    const color = mix(mix(o.land.far, o.land.mid, t), o.sky.haze, 0.55 * (1 - t) + 0.08);
    const base = hy + h * 0.03 * i;
    const d = ridgePath(c, base, h * (0.12 - 0.025 * i), 4 + i * 2);
    parts.push(`<path d="${d}" fill="${color}"/>`);
    if (o.fields && i === ridges - 2)
      parts.push(patchwork(c, d, base - h * 0.12, base + h * 0.1, o));
    if (o.treeLine && i === ridges - 1) parts.push(treeLine(c, base - h * 0.02, o));
    if (o.fog) {
      const fog = c.id("fog");
      c.defs.push(
        `<linearGradient id="${fog}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.6" stop-color="#f4f1ea" stop-opacity="0.75"/><stop offset="1" stop-color="#f4f1ea" stop-opacity="0"/></linearGradient>`,
      );
      parts.push(
        `<rect y="${n(base - h * 0.1)}" width="${w}" height="${n(h * 0.2)}" fill="url(#${fog})"/>`,
      );
    }
  }
  const groundId = c.id("ground");
  c.defs.push(
    `<linearGradient id="${groundId}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${o.land.mid}"/><stop offset="0.45" stop-color="${o.land.near}"/><stop offset="1" stop-color="${o.land.front}"/></linearGradient>`,
  );
  const meadowTop = hy + h * 0.03 * ridges;
  const meadow = ridgePath(c, meadowTop + h * 0.02, h * 0.03, 3);
  parts.push(`<path d="${meadow}" fill="url(#${groundId})"/>`);
  return parts.join("");
}

function patchwork(
  c: Canvas,
  clip: string,
  top: number,
  bottom: number,
  o: BackdropOptions,
): string {
  const { w, rng } = c;
  const clipId = c.id("fields");
  c.defs.push(`<clipPath id="${clipId}"><path d="${clip}"/></clipPath>`);
  const quads: string[] = [];
  let x = -w * 0.1;
  while (x < w * 1.1) {
    const wd = between(rng, 90, 260) * (w / 1600);
    const slant = between(rng, -60, 60);
    const split = between(rng, top + (bottom - top) * 0.3, top + (bottom - top) * 0.7);
    for (const [y0, y1] of [
      [top, split],
      [split, bottom],
    ] as const) {
      const color = mix(pick(rng, o.land.fields), o.sky.haze, 0.25);
      const k0 = (y0 - top) / (bottom - top);
      const k1 = (y1 - top) / (bottom - top);
      quads.push(
        `<path d="M${n(x + slant * k0)},${n(y0)} L${n(x + wd + slant * k0)},${n(y0)} L${n(x + wd + slant * k1)},${n(y1)} L${n(x + slant * k1)},${n(y1)} Z" fill="${color}"/>`,
      );
    }
    x += wd;
  }
  return `<g clip-path="url(#${clipId})" opacity="0.85">${quads.join("")}</g>`;
}

/** A windbreak strip of trees along the fields, a common sight in Podillia. */
function treeLine(c: Canvas, y: number, o: BackdropOptions): string {
  const { w, rng } = c;
  const color = mix(darker(pick(rng, o.land.leaves), 0.15), o.sky.haze, 0.35);
  const puffs: string[] = [];
  const start = between(rng, -0.1, 0.3) * w;
  const end = start + between(rng, 0.4, 0.8) * w;
  for (let x = start; x < end; x += 9) {
    const r = between(rng, 8, 16) * (w / 1600);
    puffs.push(`<circle cx="${n(x)}" cy="${n(y - r * 0.6 + Math.sin(x / 90) * 4)}" r="${n(r)}"/>`);
  }
  return `<g fill="${color}">${puffs.join("")}</g>`;
}

function sunWash(c: Canvas, color: string, opacity: number): string {
  return `<rect width="${c.w}" height="${c.h}" fill="${color}" opacity="${opacity}"/>`;
}

function vignette(c: Canvas, strength = 0.28): string {
  const id = c.id("vig");
  c.defs.push(
    `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
  );
  return `<rect width="${c.w}" height="${c.h}" fill="url(#${id})"/>`;
}

// ---------- cows and calves ----------

interface CowLook {
  body: string;
  patch: string;
  head: string;
  legs?: string;
  blaze?: boolean;
  spots: number;
}

const LOOKS = {
  holstein: { body: "#fbfaf6", patch: "#2a2624", head: "#2a2624", blaze: true, spots: 5 },
  redPied: { body: "#f6efe2", patch: "#8c4a26", head: "#8c4a26", blaze: true, spots: 4 },
  brownWhite: { body: "#9a5a2e", patch: "#f4ecdc", head: "#9a5a2e", legs: "#f4ecdc", spots: 2 },
  fawn: { body: "#c98d55", patch: "#a3673a", head: "#c98d55", spots: 3 },
  blackWhite: { body: "#3a302b", patch: "#f2efe8", head: "#3a302b", blaze: true, spots: 2 },
  cream: { body: "#e8d6b2", patch: "#b27a46", head: "#e8d6b2", spots: 3 },
  chestnut: { body: "#7b4a2f", patch: "#5a3421", head: "#7b4a2f", spots: 2 },
} satisfies Record<string, CowLook>;
const COWS: readonly CowLook[] = Object.values(LOOKS);

interface CowOptions {
  x: number;
  y: number;
  s: number;
  look: CowLook;
  flip?: boolean;
  calf?: boolean;
  pose?: "stand" | "graze" | "lie";
  horns?: boolean;
  bell?: boolean;
  /** Draw as a dark shape against a low sun. */
  silhouette?: string;
}

function cowHead(look: CowLook, horns: boolean, sil: string | undefined): string {
  const head = sil ?? look.head;
  const far = sil ?? darker(head, 0.25);
  const pink = sil ?? "#eaa79d";
  const parts: string[] = [];
  parts.push(
    `<ellipse cx="-10" cy="-16" rx="15" ry="6.5" transform="rotate(-40 -10 -16)" fill="${far}"/>`,
  );
  if (horns) {
    const horn = sil ?? "#efe4c8";
    parts.push(
      `<path d="M-2,-20 q-2,-14 8,-20" stroke="${sil ?? darker(horn, 0.15)}" stroke-width="5" stroke-linecap="round" fill="none"/><path d="M-8,-18 q-6,-14 2,-22" stroke="${horn}" stroke-width="5.5" stroke-linecap="round" fill="none"/>`,
    );
  }
  parts.push(
    `<path d="M-21,-10 C-16,-26 8,-27 17,-16 L37,13 C43,26 36,37 23,37 L10,37 C-6,33 -21,16 -23,1 Z" fill="${head}"/>`,
  );
  if (look.blaze && !sil) {
    parts.push(
      `<path d="M-6,-22 C2,-20 8,-14 12,-4 L26,22 C20,26 14,24 10,18 L0,-2 C-4,-10 -8,-16 -6,-22 Z" fill="${look.body}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="27" cy="28" rx="15" ry="11" transform="rotate(28 27 28)" fill="${pink}"/>`,
  );
  if (!sil) {
    parts.push(
      `<ellipse cx="35" cy="27" rx="2.4" ry="3.4" fill="#5b3a36"/><circle cx="3" cy="-4" r="4.2" fill="#1d1714"/><circle cx="4.4" cy="-5.4" r="1.3" fill="#fff"/>`,
    );
  }
  parts.push(
    `<ellipse cx="-17" cy="-9" rx="17" ry="7.5" transform="rotate(-18 -17 -9)" fill="${head}"/>`,
  );
  if (!sil) {
    parts.push(
      `<ellipse cx="-19" cy="-9" rx="10" ry="3.6" transform="rotate(-18 -19 -9)" fill="#e9a49a"/>`,
    );
  }
  return parts.join("");
}

function cow(c: Canvas, o: CowOptions): string {
  const { rng } = c;
  const calf = o.calf ?? false;
  const pose = o.pose ?? "stand";
  const sil = o.silhouette;
  const look = o.look;
  const body = sil ?? look.body;
  const legColor = sil ?? look.legs ?? look.body;
  const legH = calf ? 64 : 58;
  const bodyW = calf ? 118 : 172;
  const bodyH = calf ? 54 : 80;
  const bx0 = -bodyW / 2 - (calf ? 4 : 8);
  const bx1 = bx0 + bodyW;
  const bodyBottom = pose === "lie" ? -6 : -legH + 8;
  const bodyTop = bodyBottom - bodyH;
  const parts: string[] = [];

  parts.push(
    `<ellipse cx="0" cy="0" rx="${n(bodyW * 0.62)}" ry="${calf ? 7 : 10}" fill="#000" opacity="${sil ? 0.25 : 0.16}"/>`,
  );

  const legW = calf ? 11 : 15;
  const leg = (x: number, color: string): string =>
    `<rect x="${n(x - legW / 2)}" y="${n(bodyBottom - 16)}" width="${legW}" height="${n(-bodyBottom + 16)}" rx="${n(legW / 2.5)}" fill="${color}"/><rect x="${n(x - legW / 2)}" y="-8" width="${legW}" height="8" rx="2" fill="${sil ?? "#3a2d25"}"/>`;
  if (pose !== "lie") {
    const farLeg = sil ?? darker(legColor, 0.22);
    parts.push(leg(bx0 + bodyW * 0.2, farLeg), leg(bx1 - bodyW * 0.16, farLeg));
  }

  // Tail hangs from the rump.
  const tailEnd = pose === "lie" ? bodyBottom - 4 : bodyBottom + 22;
  parts.push(
    `<path d="M${n(bx0 + 4)},${n(bodyTop + 12)} C${n(bx0 - 12)},${n(bodyTop + 30)} ${n(bx0 - 9)},${n(bodyBottom - 10)} ${n(bx0 - 9)},${n(tailEnd)}" stroke="${sil ?? darker(body, 0.15)}" stroke-width="${calf ? 3.5 : 4.5}" fill="none" stroke-linecap="round"/><ellipse cx="${n(bx0 - 9)}" cy="${n(tailEnd + 4)}" rx="${calf ? 4 : 5.5}" ry="${calf ? 7 : 9}" fill="${sil ?? darker(look.patch, 0.1)}"/>`,
  );

  if (!calf && pose !== "lie") {
    const ux = bx0 + bodyW * 0.3;
    parts.push(
      `<ellipse cx="${n(ux)}" cy="${n(bodyBottom + 2)}" rx="17" ry="11" fill="${sil ?? "#eea59d"}"/>`,
    );
  }

  // Neck and head: graze lowers the head to the grass.
  const headAt: Pt =
    pose === "graze"
      ? { x: bx1 + (calf ? 18 : 24), y: -26 }
      : pose === "lie"
        ? { x: bx1 + 10, y: bodyTop - 8 }
        : { x: bx1 + (calf ? 12 : 16), y: bodyTop - (calf ? 12 : 6) };
  const chest: Pt = { x: bx1 - bodyW * 0.12, y: bodyTop + bodyH * 0.35 };
  const dx = headAt.x - chest.x;
  const dy = headAt.y - chest.y;
  const len = Math.hypot(dx, dy);
  const ang = (Math.atan2(dy, dx) * 180) / Math.PI;
  const mid: Pt = { x: (headAt.x + chest.x) / 2, y: (headAt.y + chest.y) / 2 };
  parts.push(
    `<ellipse cx="${n(mid.x)}" cy="${n(mid.y)}" rx="${n(len / 2 + 16)}" ry="${calf ? 17 : 27}" transform="rotate(${n(ang)} ${n(mid.x)} ${n(mid.y)})" fill="${body}"/>`,
  );

  const clipId = c.id("cowclip");
  const bodyRect = `x="${n(bx0)}" y="${n(bodyTop)}" width="${bodyW}" height="${bodyH}" rx="${n(bodyH * 0.42)}"`;
  c.defs.push(`<clipPath id="${clipId}"><rect ${bodyRect}/></clipPath>`);
  parts.push(`<rect ${bodyRect} fill="${body}"/>`);
  if (!sil) {
    const spots: string[] = [];
    for (let i = 0; i < look.spots; i++) {
      const sx = bx0 + bodyW * between(rng, 0.05, 0.95);
      const sy = bodyTop + bodyH * between(rng, 0.05, 0.8);
      spots.push(
        `<path d="${blob(rng, sx, sy, bodyW * between(rng, 0.1, 0.2), bodyH * between(rng, 0.2, 0.38), 0.45)}" fill="${look.patch}"/>`,
      );
    }
    spots.push(
      `<rect x="${n(bx0)}" y="${n(bodyTop + bodyH * 0.68)}" width="${bodyW}" height="${n(bodyH * 0.4)}" fill="#000" opacity="0.08"/>`,
    );
    parts.push(`<g clip-path="url(#${clipId})">${spots.join("")}</g>`);
  }

  if (pose === "lie") {
    parts.push(
      `<rect x="${n(bx1 - 52)}" y="-18" width="56" height="14" rx="7" fill="${sil ?? darker(legColor, 0.08)}"/>`,
    );
  } else {
    parts.push(leg(bx0 + bodyW * 0.1, legColor), leg(bx1 - bodyW * 0.26, legColor));
  }

  if (o.bell && !sil) {
    parts.push(
      `<path d="M${n(bx1 - 6)},${n(bodyTop + 4)} q14,22 30,10" stroke="#8b3a2a" stroke-width="4" fill="none"/><path d="M${n(bx1 + 6)},${n(bodyTop + 18)} l-7,14 h16 z" fill="#e2b33c"/>`,
    );
  }

  const headRot = pose === "graze" ? 48 : pose === "lie" ? -8 : 0;
  const headScale = calf ? 0.95 : 1.15;
  parts.push(
    `<g transform="translate(${n(headAt.x)} ${n(headAt.y)}) rotate(${headRot}) scale(${headScale})">${cowHead(look, (o.horns ?? !calf) && !calf, sil)}</g>`,
  );

  const sx = o.flip ? -o.s : o.s;
  return `<g transform="translate(${n(o.x)} ${n(o.y)}) scale(${n(sx)} ${n(o.s)})">${parts.join("")}</g>`;
}

/** A cow seen from the front, used for close-up portraits. */
function cowFace(c: Canvas, x: number, y: number, s: number, look: CowLook): string {
  const { rng } = c;
  const head = look.head;
  const parts: string[] = [];
  parts.push(
    `<path d="M-150,260 C-140,120 -90,60 0,60 C90,60 140,120 150,260 Z" fill="${look.body}"/>`,
  );
  parts.push(`<path d="${blob(rng, -60, 200, 70, 50, 0.4)}" fill="${look.patch}" opacity="0.95"/>`);
  parts.push(
    `<path d="M-46,-92 q-40,-40 -18,-78" stroke="#e8dcc0" stroke-width="16" stroke-linecap="round" fill="none"/><path d="M46,-92 q40,-40 18,-78" stroke="#e8dcc0" stroke-width="16" stroke-linecap="round" fill="none"/>`,
  );
  for (const side of [-1, 1]) {
    parts.push(
      `<ellipse cx="${side * 98}" cy="-62" rx="50" ry="22" transform="rotate(${side * 18} ${side * 98} -62)" fill="${head}"/><ellipse cx="${side * 102}" cy="-60" rx="32" ry="11" transform="rotate(${side * 18} ${side * 102} -60)" fill="#e9a49a"/>`,
    );
  }
  parts.push(
    `<path d="M-66,-96 C-30,-118 30,-118 66,-96 C78,-40 66,40 52,92 L-52,92 C-66,40 -78,-40 -66,-96 Z" fill="${head}"/>`,
  );
  if (look.blaze) {
    parts.push(
      `<path d="M-14,-112 C14,-114 22,-60 18,-10 C16,30 30,60 30,80 L-30,80 C-30,60 -16,30 -18,-10 C-22,-60 -34,-110 -14,-112 Z" fill="${look.body}"/>`,
    );
  }
  parts.push(
    `<path d="M-30,-112 q10,-22 30,-6 q20,-18 30,6 q-30,10 -60,0 z" fill="${darker(head, 0.1)}"/>`,
  );
  for (const side of [-1, 1]) {
    parts.push(
      `<ellipse cx="${side * 40}" cy="-24" rx="12" ry="13" fill="#1d1714"/><circle cx="${side * 40 + 4}" cy="-28" r="4" fill="#fff"/>`,
    );
  }
  parts.push(
    `<rect x="-58" y="52" width="116" height="76" rx="38" fill="#e8a49b"/><ellipse cx="-24" cy="88" rx="8" ry="12" fill="#7a4a44"/><ellipse cx="24" cy="88" rx="8" ry="12" fill="#7a4a44"/><path d="M-20,116 q20,10 40,0" stroke="#b9726b" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  );
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${parts.join("")}</g>`;
}

// ---------- people ----------

interface PersonOptions {
  x: number;
  y: number;
  s: number;
  kind: "adult" | "teen" | "child" | "elder";
  shirt: string;
  pants: string;
  hair: string;
  skin: string;
  hairStyle: "short" | "long" | "braid" | "bun" | "cap" | "scarf" | "straw";
  dress?: boolean;
  embroidery?: string;
  pose?: "stand" | "reach" | "wave" | "hold" | "paint";
  item?: "bucket" | "fork" | "cane" | "flowers" | "brush" | "bag" | "bottle" | "rake";
  flip?: boolean;
  accent?: string;
}

const SKINS = ["#f3d3b8", "#e8bf9c", "#d9a67e", "#f6dcc6", "#c98f68"] as const;
const HAIRS = ["#3b2a20", "#6d4a2b", "#c9a25a", "#1f1a17", "#8a5a32", "#e3cf9a"] as const;
const SHIRTS = [
  "#e5553b",
  "#3f7fc1",
  "#f2c14e",
  "#6fbf73",
  "#9b6bc4",
  "#f28fb0",
  "#2ca6a4",
  "#ff8a3d",
] as const;
const PANTS = ["#2f4a7a", "#3b3b46", "#6b5b4b", "#4e6e8e", "#7a3e3e"] as const;

function personItem(item: PersonOptions["item"], hand: Pt, H: number, accent: string): string {
  const k = H / 170;
  const t = (dx: number, dy: number): string => `${n(hand.x + dx * k)},${n(hand.y + dy * k)}`;
  switch (item) {
    case "bucket":
      return `<path d="M${t(-14, 6)} L${t(14, 6)} L${t(11, 34)} L${t(-11, 34)} Z" fill="#8aa3b8"/><path d="M${t(-14, 6)} Q${t(0, -12)} ${t(14, 6)}" stroke="#555" stroke-width="${n(2 * k)}" fill="none"/>`;
    case "fork":
    case "rake": {
      const head =
        item === "fork"
          ? `<path d="M${t(-10, -86)} v${n(-18 * k)} M${t(0, -86)} v${n(-20 * k)} M${t(10, -86)} v${n(-18 * k)} M${t(-10, -86)} h${n(20 * k)}" stroke="#888" stroke-width="${n(3 * k)}" fill="none"/>`
          : `<path d="M${t(-18, -86)} h${n(36 * k)} M${t(-15, -86)} v${n(-10 * k)} M${t(-5, -86)} v${n(-10 * k)} M${t(5, -86)} v${n(-10 * k)} M${t(15, -86)} v${n(-10 * k)}" stroke="#7a7a7a" stroke-width="${n(3 * k)}" fill="none"/>`;
      return `<path d="M${t(0, 60)} L${t(0, -86)}" stroke="#9a6a3c" stroke-width="${n(4 * k)}" stroke-linecap="round"/>${head}`;
    }
    case "cane":
      return `<path d="M${t(0, 0)} L${t(4, 78)} M${t(0, 0)} q${n(-8 * k)},${n(-10 * k)} ${n(-14 * k)},${n(2 * k)}" stroke="#6b4a33" stroke-width="${n(4 * k)}" stroke-linecap="round" fill="none"/>`;
    case "flowers":
      return `<path d="M${t(0, 0)} l${n(-6 * k)},${n(-22 * k)} M${t(0, 0)} l${n(2 * k)},${n(-24 * k)} M${t(0, 0)} l${n(8 * k)},${n(-20 * k)}" stroke="#4f8a3a" stroke-width="${n(2 * k)}"/><circle cx="${n(hand.x - 6 * k)}" cy="${n(hand.y - 24 * k)}" r="${n(5 * k)}" fill="#f4f1e6"/><circle cx="${n(hand.x + 2 * k)}" cy="${n(hand.y - 27 * k)}" r="${n(5 * k)}" fill="#4a74d4"/><circle cx="${n(hand.x + 9 * k)}" cy="${n(hand.y - 22 * k)}" r="${n(5 * k)}" fill="#e0413a"/>`;
    case "brush":
      return `<rect x="${n(hand.x - 4 * k)}" y="${n(hand.y - 10 * k)}" width="${n(24 * k)}" height="${n(9 * k)}" rx="${n(3 * k)}" fill="${accent}"/><rect x="${n(hand.x - 2 * k)}" y="${n(hand.y - 2 * k)}" width="${n(20 * k)}" height="${n(5 * k)}" fill="#5b4636"/>`;
    case "bag":
      return `<rect x="${n(hand.x - 14 * k)}" y="${n(hand.y + 2 * k)}" width="${n(28 * k)}" height="${n(20 * k)}" rx="${n(4 * k)}" fill="${accent}"/><path d="M${t(-3, 12)} h${n(6 * k)} M${t(0, 9)} v${n(6 * k)}" stroke="#fff" stroke-width="${n(2.2 * k)}"/>`;
    case "bottle":
      return `<rect x="${n(hand.x)}" y="${n(hand.y - 8 * k)}" width="${n(26 * k)}" height="${n(12 * k)}" rx="${n(4 * k)}" fill="#f6f4ee"/><rect x="${n(hand.x + 26 * k)}" y="${n(hand.y - 5 * k)}" width="${n(8 * k)}" height="${n(6 * k)}" rx="${n(2 * k)}" fill="#d98b5a"/>`;
    default:
      return "";
  }
}

function person(o: PersonOptions): string {
  const H = { adult: 170, teen: 148, child: 112, elder: 160 }[o.kind];
  const r = o.kind === "child" ? H * 0.115 : H * 0.092;
  const headCY = -H + r;
  const shoulderY = headCY + r + H * 0.03;
  const hipY = -H * 0.46;
  const sh = H * (o.kind === "child" ? 0.12 : 0.11);
  const hip = H * 0.085;
  const parts: string[] = [];
  const accent = o.accent ?? "#d9443a";

  parts.push(
    `<ellipse cx="0" cy="0" rx="${n(H * 0.16)}" ry="${n(H * 0.03)}" fill="#000" opacity="0.15"/>`,
  );
  // Hair that falls behind the head goes first.
  if (o.hairStyle === "long") {
    parts.push(
      `<rect x="${n(-r * 1.05)}" y="${n(headCY - r * 0.2)}" width="${n(r * 2.1)}" height="${n(r * 2.2)}" rx="${n(r * 0.8)}" fill="${o.hair}"/>`,
    );
  }
  const legW = H * 0.075;
  for (const side of [-1, 1]) {
    parts.push(
      `<path d="M${n(side * H * 0.045)},${n(hipY)} L${n(side * H * 0.05)},${n(-H * 0.03)}" stroke="${o.pants}" stroke-width="${n(legW)}" stroke-linecap="round"/><ellipse cx="${n(side * H * 0.06)}" cy="${n(-H * 0.018)}" rx="${n(H * 0.045)}" ry="${n(H * 0.022)}" fill="#3a2f2a"/>`,
    );
  }
  const bottom = o.dress ? -H * 0.24 : hipY + H * 0.03;
  const flare = o.dress ? H * 0.16 : hip;
  parts.push(
    `<path d="M${n(-sh)},${n(shoulderY + r * 0.35)} Q${n(-sh)},${n(shoulderY)} ${n(-sh + r * 0.6)},${n(shoulderY)} L${n(sh - r * 0.6)},${n(shoulderY)} Q${n(sh)},${n(shoulderY)} ${n(sh)},${n(shoulderY + r * 0.35)} L${n(flare)},${n(bottom)} L${n(-flare)},${n(bottom)} Z" fill="${o.shirt}"/>`,
  );
  if (o.embroidery) {
    // A vyshyvanka-style stitched band down the chest.
    const dots: string[] = [];
    for (let i = 0; i < 5; i++) {
      dots.push(
        `<path d="M${n(-H * 0.012)},${n(shoulderY + 4 + i * H * 0.03)} l${n(H * 0.024)},${n(H * 0.015)} m0,${n(-H * 0.015)} l${n(-H * 0.024)},${n(H * 0.015)}" stroke="${o.embroidery}" stroke-width="${n(H * 0.008)}"/>`,
      );
    }
    parts.push(dots.join(""));
  }
  const pose = o.pose ?? "stand";
  const handL: Pt = { x: -sh - H * 0.03, y: hipY + H * 0.02 };
  let handR: Pt = { x: sh + H * 0.03, y: hipY + H * 0.02 };
  if (pose === "reach") handR = { x: sh + H * 0.3, y: shoulderY + H * 0.13 };
  if (pose === "wave") handR = { x: sh + H * 0.12, y: shoulderY - H * 0.2 };
  if (pose === "hold") handR = { x: sh + H * 0.1, y: hipY - H * 0.02 };
  if (pose === "paint") handR = { x: sh + H * 0.22, y: shoulderY + H * 0.02 };
  const armW = H * 0.058;
  for (const [hand, side] of [
    [handL, -1],
    [handR, 1],
  ] as const) {
    const sx = side * (sh - armW / 2);
    const sy = shoulderY + armW / 2;
    const elbow: Pt = { x: (sx + hand.x) / 2 + side * H * 0.02, y: (sy + hand.y) / 2 };
    parts.push(
      `<path d="M${n(sx)},${n(sy)} Q${n(elbow.x)},${n(elbow.y)} ${n(hand.x)},${n(hand.y)}" stroke="${o.shirt}" stroke-width="${n(armW)}" stroke-linecap="round" fill="none"/><circle cx="${n(hand.x)}" cy="${n(hand.y)}" r="${n(H * 0.03)}" fill="${o.skin}"/>`,
    );
  }
  if (o.item) {
    const hand = o.item === "cane" ? handL : handR;
    parts.push(personItem(o.item, hand, H, accent));
  }
  if (pose === "paint") {
    parts.push(
      `<path d="M${n(handR.x)},${n(handR.y)} l${n(H * 0.06)},${n(-H * 0.06)}" stroke="#6b4a33" stroke-width="${n(H * 0.012)}" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<rect x="${n(-r * 0.3)}" y="${n(headCY + r * 0.7)}" width="${n(r * 0.6)}" height="${n(r * 0.5)}" fill="${o.skin}"/>`,
  );
  // Head: a hair disc peeking around the face gives hair without extra shapes.
  if (o.hairStyle === "scarf") {
    parts.push(
      `<path d="M${n(-r * 1.2)},${n(headCY + r * 0.6)} Q${n(-r * 1.3)},${n(headCY - r * 1.3)} 0,${n(headCY - r * 1.2)} Q${n(r * 1.3)},${n(headCY - r * 1.3)} ${n(r * 1.2)},${n(headCY + r * 0.6)} L${n(r * 0.4)},${n(headCY + r * 1.5)} L${n(-r * 0.4)},${n(headCY + r * 1.5)} Z" fill="${accent}"/>`,
    );
  } else {
    parts.push(`<circle cx="0" cy="${n(headCY - r * 0.12)}" r="${n(r * 1.06)}" fill="${o.hair}"/>`);
  }
  if (o.hairStyle === "bun") {
    parts.push(`<circle cx="0" cy="${n(headCY - r * 1.15)}" r="${n(r * 0.45)}" fill="${o.hair}"/>`);
  }
  if (o.hairStyle === "braid") {
    for (let i = 0; i < 4; i++) {
      parts.push(
        `<ellipse cx="${n(r * 0.95)}" cy="${n(headCY + r * (0.6 + i * 0.42))}" rx="${n(r * 0.22)}" ry="${n(r * 0.26)}" fill="${o.hair}"/>`,
      );
    }
    parts.push(
      `<circle cx="${n(r * 0.95)}" cy="${n(headCY + r * 2.3)}" r="${n(r * 0.14)}" fill="${accent}"/>`,
    );
  }
  parts.push(
    `<ellipse cx="0" cy="${n(headCY + r * 0.12)}" rx="${n(r * 0.86)}" ry="${n(r * 0.86)}" fill="${o.skin}"/>`,
  );
  if (o.hairStyle === "cap") {
    parts.push(
      `<path d="M${n(-r)},${n(headCY - r * 0.15)} A${n(r)},${n(r * 0.95)} 0 0 1 ${n(r)},${n(headCY - r * 0.15)} Z" fill="${accent}"/><rect x="${n(r * 0.2)}" y="${n(headCY - r * 0.25)}" width="${n(r * 1.1)}" height="${n(r * 0.22)}" rx="${n(r * 0.1)}" fill="${darker(accent, 0.2)}"/>`,
    );
  } else if (o.hairStyle === "straw") {
    parts.push(
      `<ellipse cx="0" cy="${n(headCY - r * 0.35)}" rx="${n(r * 1.7)}" ry="${n(r * 0.32)}" fill="#e3c06a"/><path d="M${n(-r * 0.8)},${n(headCY - r * 0.35)} Q${n(-r * 0.8)},${n(headCY - r * 1.35)} 0,${n(headCY - r * 1.35)} Q${n(r * 0.8)},${n(headCY - r * 1.35)} ${n(r * 0.8)},${n(headCY - r * 0.35)} Z" fill="#d8b358"/><rect x="${n(-r * 0.8)}" y="${n(headCY - r * 0.6)}" width="${n(r * 1.6)}" height="${n(r * 0.2)}" fill="${accent}"/>`,
    );
  } else if (o.hairStyle === "scarf") {
    parts.push(
      `<path d="M${n(-r * 0.95)},${n(headCY)} Q0,${n(headCY - r * 1.6)} ${n(r * 0.95)},${n(headCY)} Q0,${n(headCY - r * 0.7)} ${n(-r * 0.95)},${n(headCY)} Z" fill="${accent}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${n(-r * 0.9)},${n(headCY - r * 0.05)} Q${n(-r * 0.5)},${n(headCY - r * 0.6)} ${n(r * 0.2)},${n(headCY - r * 0.45)} Q${n(r * 0.7)},${n(headCY - r * 0.4)} ${n(r * 0.9)},${n(headCY - r * 0.05)} Q${n(r * 0.8)},${n(headCY - r * 1.05)} 0,${n(headCY - r * 1.05)} Q${n(-r * 0.85)},${n(headCY - r * 1.05)} ${n(-r * 0.9)},${n(headCY - r * 0.05)} Z" fill="${o.hair}"/>`,
    );
  }
  const eyeY = headCY + r * 0.1;
  parts.push(
    `<circle cx="${n(-r * 0.32)}" cy="${n(eyeY)}" r="${n(r * 0.1)}" fill="#2a211c"/><circle cx="${n(r * 0.32)}" cy="${n(eyeY)}" r="${n(r * 0.1)}" fill="#2a211c"/><path d="M${n(-r * 0.25)},${n(headCY + r * 0.45)} Q0,${n(headCY + r * 0.65)} ${n(r * 0.25)},${n(headCY + r * 0.45)}" stroke="#8a4a3c" stroke-width="${n(r * 0.08)}" fill="none" stroke-linecap="round"/><circle cx="${n(-r * 0.52)}" cy="${n(headCY + r * 0.38)}" r="${n(r * 0.15)}" fill="#f08f8f" opacity="0.45"/><circle cx="${n(r * 0.52)}" cy="${n(headCY + r * 0.38)}" r="${n(r * 0.15)}" fill="#f08f8f" opacity="0.45"/>`,
  );
  const sx = o.flip ? -o.s : o.s;
  return `<g transform="translate(${n(o.x)} ${n(o.y)}) scale(${n(sx)} ${n(o.s)})">${parts.join("")}</g>`;
}

/** A person with random looks, for groups of visitors. */
function visitor(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  kind: PersonOptions["kind"],
  extra: Partial<PersonOptions> = {},
): string {
  const { rng } = c;
  const girl = rng() < 0.5;
  const styles: PersonOptions["hairStyle"][] =
    kind === "elder"
      ? ["scarf", "short", "straw"]
      : girl
        ? ["long", "braid", "bun"]
        : ["short", "cap", "short"];
  return person({
    x,
    y,
    s,
    kind,
    shirt: pick(rng, SHIRTS),
    pants: pick(rng, PANTS),
    hair: kind === "elder" ? "#d9d4cc" : pick(rng, HAIRS),
    skin: pick(rng, SKINS),
    hairStyle: pick(rng, styles),
    dress: girl && rng() < 0.5,
    accent: pick(rng, SHIRTS),
    flip: rng() < 0.5,
    ...extra,
  });
}

// ---------- buildings, trees and props ----------

function barn(x: number, y: number, s: number, wall: string, roof: string, lit = false): string {
  const trim = "#f5efe2";
  const win = lit ? "#ffd36b" : "#3b2a22";
  const body = `<path d="M-130,0 L-130,-120 L-100,-180 L0,-215 L100,-180 L130,-120 L130,0 Z" fill="${wall}"/>`;
  const roofPath = `<path d="M-142,-116 L-106,-186 L0,-224 L106,-186 L142,-116 L130,-116 L100,-178 L0,-212 L-100,-178 L-130,-116 Z" fill="${roof}"/>`;
  const boards = [-90, -45, 45, 90]
    .map((bx) => `<path d="M${bx},-4 V-160" stroke="${darker(wall, 0.12)}" stroke-width="3"/>`)
    .join("");
  const door = `<rect x="-42" y="-100" width="84" height="100" fill="${darker(wall, 0.2)}"/><path d="M-42,-100 L42,0 M42,-100 L-42,0 M-42,-100 h84 v100 h-84 z M0,-100 V0" stroke="${trim}" stroke-width="5" fill="none"/>`;
  const loft = `<rect x="-22" y="-170" width="44" height="36" fill="${win}"/><rect x="-22" y="-170" width="44" height="36" stroke="${trim}" stroke-width="5" fill="none"/>`;
  const glow = lit
    ? `<circle cx="0" cy="-152" r="70" fill="#ffd36b" opacity="0.18"/><rect x="-90" y="-80" width="30" height="26" fill="${win}"/><rect x="60" y="-80" width="30" height="26" fill="${win}"/>`
    : "";
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="150" ry="10" fill="#000" opacity="0.15"/>${body}${boards}${roofPath}${door}${loft}${glow}</g>`;
}

/** A whitewashed village house with a thatched roof. */
function hut(x: number, y: number, s: number, lit = false): string {
  const win = lit ? "#ffd36b" : "#6a8fb0";
  const window = (wx: number): string =>
    `<rect x="${wx}" y="-78" width="34" height="38" fill="${win}"/><path d="M${wx + 17},-78 v38 M${wx},-59 h34" stroke="#f6f1e4" stroke-width="3"/><rect x="${wx - 3}" y="-81" width="40" height="44" fill="none" stroke="#3f6d9c" stroke-width="4"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="140" ry="10" fill="#000" opacity="0.15"/><rect x="-120" y="-110" width="240" height="110" fill="#f7f3ea"/><rect x="-120" y="-18" width="240" height="18" fill="#8c5a3c"/>${window(-90)}${window(56)}<rect x="-22" y="-92" width="44" height="92" fill="#7a5236"/><path d="M-150,-104 L-60,-190 L60,-190 L150,-104 Z" fill="#c9a054"/><path d="M-150,-104 L-60,-190 L60,-190 L150,-104" fill="none" stroke="#a98040" stroke-width="6"/><path d="M-120,-122 L-70,-170 M-90,-122 L-50,-170 M80,-122 L50,-170 M110,-122 L70,-170" stroke="#b58d46" stroke-width="3"/><rect x="40" y="-214" width="22" height="40" fill="#b9a58e"/></g>`;
}

function shed(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="130" ry="9" fill="#000" opacity="0.15"/><rect x="-110" y="-100" width="220" height="100" fill="#8a6240"/><rect x="-96" y="-86" width="192" height="86" fill="#3d2c20"/><path d="M-96,-30 q30,-26 60,-10 q30,-22 60,-6 q40,-20 72,4 V0 H-96 Z" fill="#d9b25a"/><path d="M-126,-96 L0,-140 L126,-96 Z" fill="#6e6a66"/><path d="M-110,-100 V0 M110,-100 V0" stroke="#6d4a30" stroke-width="10"/></g>`;
}

function roundTree(
  c: Canvas,
  x: number,
  y: number,
  s: number,
  leaves: readonly string[],
  trunk: string,
): string {
  const { rng } = c;
  const base = pick(rng, leaves);
  const puffs: string[] = [];
  for (let i = 0; i < 7; i++) {
    const px = between(rng, -60, 60);
    const py = between(rng, -210, -120);
    const r = between(rng, 40, 62);
    puffs.push(
      `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="${i < 3 ? darker(base, 0.15) : i < 6 ? base : lighter(base, 0.15)}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="80" ry="12" fill="#000" opacity="0.15"/><path d="M-12,0 L-7,-125 L7,-125 L12,0 Z" fill="${trunk}"/><path d="M-4,-105 L-34,-150 M2,-112 L0,-160 M5,-100 L32,-148" stroke="${trunk}" stroke-width="8" stroke-linecap="round"/>${puffs.join("")}</g>`;
}

function blossomTree(c: Canvas, x: number, y: number, s: number): string {
  const { rng } = c;
  const petals = ["#ffffff", "#fbe3ea", "#f6c9d6", "#fff4f6"];
  const puffs: string[] = [];
  for (let i = 0; i < 9; i++) {
    puffs.push(
      `<circle cx="${n(between(rng, -70, 70))}" cy="${n(between(rng, -200, -110))}" r="${n(between(rng, 30, 48))}" fill="${pick(rng, petals)}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="80" ry="12" fill="#000" opacity="0.12"/><path d="M-11,0 L-6,-110 L6,-110 L11,0 Z" fill="#5a3f2e"/><path d="M-4,-95 L-40,-150 M0,-105 L6,-160 M4,-92 L44,-140" stroke="#5a3f2e" stroke-width="8" stroke-linecap="round"/>${puffs.join("")}</g>`;
}

function poplar(x: number, y: number, s: number, color: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-5" y="-60" width="10" height="60" fill="#5b4131"/><ellipse cx="0" cy="-170" rx="34" ry="140" fill="${darker(color, 0.1)}"/><ellipse cx="8" cy="-180" rx="20" ry="118" fill="${color}"/></g>`;
}

function birch(c: Canvas, x: number, y: number, s: number, leaves: string): string {
  const { rng } = c;
  const marks: string[] = [];
  for (let i = 0; i < 6; i++) {
    marks.push(
      `<rect x="${n(between(rng, -6, 0))}" y="${n(-30 - i * 34 - rng() * 10)}" width="${n(between(rng, 5, 10))}" height="3" fill="#2d2a28"/>`,
    );
  }
  const puffs: string[] = [];
  for (let i = 0; i < 8; i++) {
    puffs.push(
      `<ellipse cx="${n(between(rng, -45, 45))}" cy="${n(between(rng, -290, -170))}" rx="${n(between(rng, 24, 38))}" ry="${n(between(rng, 34, 52))}" fill="${i % 2 ? leaves : lighter(leaves, 0.18)}"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-7" y="-240" width="14" height="240" fill="#f1eee6"/>${marks.join("")}${puffs.join("")}</g>`;
}

function willow(c: Canvas, x: number, y: number, s: number, leaves: string): string {
  const { rng } = c;
  const strands: string[] = [];
  for (let i = 0; i < 26; i++) {
    const sx = between(rng, -95, 95);
    strands.push(
      `<path d="M${n(sx * 0.6)},-200 Q${n(sx)},-180 ${n(sx * 1.1)},${n(between(rng, -70, -30))}" stroke="${i % 3 ? leaves : lighter(leaves, 0.2)}" stroke-width="${n(between(rng, 10, 18))}" stroke-linecap="round" fill="none"/>`,
    );
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="90" ry="12" fill="#000" opacity="0.12"/><path d="M-10,0 L-6,-190 M10,0 L6,-190" stroke="#5b4534" stroke-width="14"/><ellipse cx="0" cy="-200" rx="80" ry="40" fill="${darker(leaves, 0.1)}"/>${strands.join("")}</g>`;
}

function pine(x: number, y: number, s: number, color: string, snow = false): string {
  const tiers = [0, 1, 2, 3]
    .map((i) => {
      const top = -240 + i * 45;
      const half = 35 + i * 18;
      const tier = `<path d="M0,${top} L${half},${top + 80} L${-half},${top + 80} Z" fill="${i % 2 ? color : darker(color, 0.12)}"/>`;
      const cap = snow
        ? `<path d="M0,${top} L${half * 0.5},${top + 30} L${-half * 0.5},${top + 30} Z" fill="#f8fbff"/>`
        : "";
      return tier + cap;
    })
    .join("");
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-8" y="-30" width="16" height="30" fill="#4a3328"/>${tiers}</g>`;
}

/** A row of fence posts and rails from (x0,y0) at scale s0 to (x1,y1) at s1. */
function fence(
  x0: number,
  y0: number,
  s0: number,
  x1: number,
  y1: number,
  s1: number,
  color: string,
): string {
  const count = Math.max(2, Math.round(Math.abs(x1 - x0) / (70 * ((s0 + s1) / 2))));
  const posts: string[] = [];
  const tops: Pt[] = [];
  const mids: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x0 + (x1 - x0) * t;
    const y = y0 + (y1 - y0) * t;
    const s = s0 + (s1 - s0) * t;
    posts.push(
      `<rect x="${n(x - 5 * s)}" y="${n(y - 72 * s)}" width="${n(10 * s)}" height="${n(72 * s)}" fill="${darker(color, 0.15)}"/>`,
    );
    tops.push({ x, y: y - 62 * s });
    mids.push({ x, y: y - 34 * s });
  }
  const rail = (pts: Pt[], s: number): string =>
    `<polyline points="${pts.map((p) => `${n(p.x)},${n(p.y)}`).join(" ")}" stroke="${color}" stroke-width="${n(8 * s)}" fill="none" stroke-linecap="round"/>`;
  const avg = (s0 + s1) / 2;
  return `<g>${rail(tops, avg)}${rail(mids, avg)}${posts.join("")}</g>`;
}

/** A woven wattle fence, as around village yards. */
function wattle(x0: number, x1: number, y: number, s: number): string {
  const stakes: string[] = [];
  for (let x = x0; x <= x1; x += 26 * s) {
    stakes.push(
      `<rect x="${n(x - 3 * s)}" y="${n(y - 70 * s)}" width="${n(6 * s)}" height="${n(70 * s)}" fill="#6b4e33"/>`,
    );
  }
  const weaves: string[] = [];
  for (let i = 0; i < 5; i++) {
    const wy = y - (14 + i * 10) * s;
    weaves.push(
      `<path d="M${n(x0)},${n(wy)} ${Array.from({ length: Math.ceil((x1 - x0) / (26 * s)) }, (_, k) => `q${n(13 * s)},${n((k + i) % 2 ? 5 * s : -5 * s)} ${n(26 * s)},0`).join(" ")}" stroke="${i % 2 ? "#a7824f" : "#8f6d40"}" stroke-width="${n(7 * s)}" fill="none"/>`,
    );
  }
  return `<g>${stakes.join("")}${weaves.join("")}</g>`;
}

function roundBale(x: number, y: number, s: number, flip = false): string {
  const face = `<ellipse cx="${flip ? -60 : 60}" cy="-50" rx="26" ry="50" fill="#e3bb5c"/><path d="M${flip ? -60 : 60},-50 m-4,0 a4,8 0 1,1 8,0 a10,20 0 1,1 -18,0 a16,32 0 1,1 28,0" stroke="#b8913f" stroke-width="3" fill="none"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="80" ry="9" fill="#000" opacity="0.15"/><rect x="-60" y="-100" width="120" height="100" rx="6" fill="#d4a94c"/><path d="M-60,-66 H60 M-60,-34 H60" stroke="#c0953f" stroke-width="3"/>${face}</g>`;
}

/** A traditional haystack built around a pole. */
function haystack(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="0" cy="0" rx="90" ry="10" fill="#000" opacity="0.15"/><path d="M0,-230 V-150" stroke="#6b4a33" stroke-width="6"/><path d="M-80,0 C-86,-90 -40,-170 0,-176 C40,-170 86,-90 80,0 Z" fill="#cfa54f"/><path d="M-60,-40 C-40,-60 40,-60 60,-40 M-50,-100 C-30,-116 30,-116 50,-100" stroke="#b38a3e" stroke-width="4" fill="none"/><path d="M-30,-160 C-10,-170 10,-170 30,-160" stroke="#8a6a36" stroke-width="5" fill="none"/></g>`;
}

function flowers(
  c: Canvas,
  y0: number,
  y1: number,
  count: number,
  scale: number,
  kinds: readonly string[],
): void {
  const { w, rng } = c;
  for (let i = 0; i < count; i++) {
    const y = between(rng, y0, y1);
    const k = ((y - y0) / (y1 - y0 || 1)) * 0.7 + 0.3;
    const s = scale * k;
    const x = rng() * w;
    const kind = pick(rng, kinds);
    if (kind.startsWith("leaf")) {
      // Fallen autumn leaves lie flat, with no stem.
      const color = kind === "leafRed" ? "#b9532a" : kind === "leafYellow" ? "#e8b03a" : "#d9822b";
      c.place(
        y,
        `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(7 * s)}" ry="${n(3.5 * s)}" transform="rotate(${n(between(rng, -40, 40))} ${n(x)} ${n(y)})" fill="${color}"/>`,
      );
      continue;
    }
    const stem = `<path d="M${n(x)},${n(y)} q${n(3 * s)},${n(-12 * s)} 0,${n(-24 * s)}" stroke="#3f7a2e" stroke-width="${n(2 * s)}" fill="none"/>`;
    const hx = x;
    const hy = y - 24 * s;
    let head = "";
    if (kind === "poppy") {
      head = `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(7 * s)}" fill="#e23b2e"/><circle cx="${n(hx)}" cy="${n(hy)}" r="${n(2.2 * s)}" fill="#2a1d1a"/>`;
    } else if (kind === "chamomile") {
      const petals = [0, 1, 2, 3, 4, 5]
        .map((p) => {
          const a = (p / 6) * Math.PI * 2;
          return `<circle cx="${n(hx + Math.cos(a) * 5 * s)}" cy="${n(hy + Math.sin(a) * 5 * s)}" r="${n(3 * s)}"/>`;
        })
        .join("");
      head = `<g fill="#ffffff">${petals}</g><circle cx="${n(hx)}" cy="${n(hy)}" r="${n(2.8 * s)}" fill="#f2c230"/>`;
    } else if (kind === "cornflower") {
      head = `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(6 * s)}" fill="#4a72d8"/><circle cx="${n(hx)}" cy="${n(hy)}" r="${n(2.5 * s)}" fill="#2f4fa8"/>`;
    } else {
      head = `<circle cx="${n(hx)}" cy="${n(hy)}" r="${n(5.5 * s)}" fill="#f6d02f"/>`;
    }
    c.place(y, stem + head);
  }
}

function grassTufts(
  c: Canvas,
  y0: number,
  y1: number,
  count: number,
  color: string,
  scale: number,
): void {
  const { w, rng } = c;
  for (let i = 0; i < count; i++) {
    const y = between(rng, y0, y1);
    const x = rng() * w;
    const s = scale * (((y - y0) / (y1 - y0 || 1)) * 0.7 + 0.3);
    c.place(
      y,
      `<path d="M${n(x - 8 * s)},${n(y)} l${n(-4 * s)},${n(-18 * s)} M${n(x)},${n(y)} l${n(1 * s)},${n(-24 * s)} M${n(x + 8 * s)},${n(y)} l${n(5 * s)},${n(-17 * s)}" stroke="${color}" stroke-width="${n(3 * s)}" stroke-linecap="round"/>`,
    );
  }
}

function sunflower(x: number, y: number, s: number, facing: number): string {
  const petals = Array.from({ length: 14 }, (_, i) => {
    const a = (i / 14) * 360;
    return `<ellipse cx="0" cy="-24" rx="6" ry="13" transform="rotate(${n(a)})"/>`;
  }).join("");
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M0,0 Q6,-60 0,-120" stroke="#4f7f2e" stroke-width="6" fill="none"/><path d="M2,-60 q26,-16 40,4 q-22,12 -40,-4 z" fill="#5f9a36"/><path d="M0,-80 q-26,-14 -38,6 q22,10 38,-6 z" fill="#5f9a36"/><g transform="translate(0 -130) scale(${n(facing)} 1)"><g fill="#f7c623">${petals}</g><circle r="17" fill="#6b3f1f"/><circle r="10" fill="#4f2d16"/></g></g>`;
}

function sunflowerField(c: Canvas, y0: number, y1: number, rows: number, scale: number): void {
  const { w, rng } = c;
  for (let r = 0; r < rows; r++) {
    const t = r / Math.max(1, rows - 1);
    const y = y0 + (y1 - y0) * t;
    const s = scale * (0.25 + 0.75 * t);
    const step = 70 * s;
    for (let x = -step + rng() * step; x < w + step; x += step * between(rng, 0.8, 1.2)) {
      c.place(y, sunflower(x, y + between(rng, -4, 4) * s, s, between(rng, 0.75, 1)));
    }
  }
}

function pond(c: Canvas, cx: number, cy: number, rx: number, ry: number, sky: string): void {
  const id = c.id("pond");
  c.defs.push(
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighter(sky, 0.2)}"/><stop offset="1" stop-color="${darker(sky, 0.25)}"/></linearGradient>`,
  );
  const reeds: string[] = [];
  for (let i = 0; i < 12; i++) {
    const x = cx - rx * 0.95 + (i / 11) * rx * 0.5;
    reeds.push(
      `<path d="M${n(x)},${n(cy + ry * 0.2)} q4,-30 -2,-60" stroke="#4d7a32" stroke-width="4" fill="none"/>${i % 3 === 0 ? `<rect x="${n(x - 4)}" y="${n(cy + ry * 0.2 - 66)}" width="8" height="22" rx="4" fill="#6b4127"/>` : ""}`,
    );
  }
  c.place(
    cy - ry,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx + 10)}" ry="${n(ry + 6)}" fill="#7c6a46" opacity="0.5"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/><path d="M${n(cx - rx * 0.5)},${n(cy - ry * 0.2)} h${n(rx * 0.4)} M${n(cx + rx * 0.1)},${n(cy + ry * 0.25)} h${n(rx * 0.5)}" stroke="#ffffff" stroke-width="3" opacity="0.5" stroke-linecap="round"/>`,
  );
  c.place(cy + ry * 0.2, `<g>${reeds.join("")}</g>`);
}

function birds(c: Canvas, x: number, y: number, count: number, color: string): string {
  const { rng } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + between(rng, -120, 120);
    const by = y + between(rng, -50, 50);
    const s = between(rng, 0.7, 1.3);
    out.push(
      `<path d="M${n(bx - 12 * s)},${n(by)} q${n(6 * s)},${n(-8 * s)} ${n(12 * s)},0 q${n(6 * s)},${n(-8 * s)} ${n(12 * s)},0" stroke="${color}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    );
  }
  return out.join("");
}

/** A white stork on its nest atop a pole. */
function storkNest(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><rect x="-5" y="-260" width="10" height="260" fill="#6b5a4a"/><ellipse cx="0" cy="-262" rx="46" ry="14" fill="#7a5a3a"/><path d="M-40,-262 l80,0" stroke="#5e4530" stroke-width="6"/><ellipse cx="4" cy="-292" rx="26" ry="14" fill="#ffffff"/><path d="M-18,-290 q10,12 40,4 l-6,-10 z" fill="#1e1e1e"/><path d="M22,-298 q6,-20 2,-34" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none"/><circle cx="24" cy="-334" r="7" fill="#ffffff"/><path d="M30,-334 l22,6 l-22,2 z" fill="#e2462d"/></g>`;
}

function easel(x: number, y: number, s: number, picture: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-30,0 L0,-150 L30,0 M0,-150 L0,-10" stroke="#8a6240" stroke-width="6" fill="none"/><rect x="-44" y="-138" width="88" height="70" fill="#fffdf6" stroke="#c9b79a" stroke-width="3"/><g transform="translate(-40 -134)">${picture}</g><rect x="-48" y="-70" width="96" height="6" fill="#8a6240"/></g>`;
}

/** A child's painting on the easel: a sky, a field and a brown blob of a cow. */
function kidPainting(c: Canvas): string {
  const { rng } = c;
  const sky = pick(rng, ["#8cc7f0", "#f7c98c", "#c9b7f2"]);
  const cowCol = pick(rng, ["#8c4a26", "#2a2624", "#c98d55"]);
  return `<rect width="80" height="36" fill="${sky}"/><rect y="36" width="80" height="26" fill="#7bbd4f"/><circle cx="66" cy="12" r="7" fill="#f8d34a"/><ellipse cx="36" cy="40" rx="16" ry="9" fill="${cowCol}"/><circle cx="52" cy="34" r="6" fill="${cowCol}"/><path d="M26,46 v9 M44,46 v9" stroke="${cowCol}" stroke-width="3"/>`;
}

function truck(x: number, y: number, s: number, color: string): string {
  const bales = [-150, -90, -30, -120, -60]
    .map((bx, i) => {
      const by = i < 3 ? -118 : -168;
      return `<rect x="${bx}" y="${by}" width="58" height="48" rx="5" fill="#d8ae52"/><path d="M${bx},${by + 16} h58 M${bx},${by + 32} h58" stroke="#b88d3e" stroke-width="3"/>`;
    })
    .join("");
  const wheel = (wx: number): string =>
    `<circle cx="${wx}" cy="-22" r="24" fill="#262626"/><circle cx="${wx}" cy="-22" r="10" fill="#9a9a9a"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse cx="-20" cy="0" rx="170" ry="12" fill="#000" opacity="0.15"/><rect x="-160" y="-72" width="190" height="30" fill="#6d4a32"/>${bales}<path d="M34,-42 L34,-120 L90,-120 L116,-80 L120,-42 Z" fill="${color}"/><path d="M44,-112 L84,-112 L102,-82 L44,-82 Z" fill="#bfe0f2"/><rect x="-165" y="-46" width="290" height="14" fill="${darker(color, 0.3)}"/>${wheel(-120)}${wheel(-60)}${wheel(80)}</g>`;
}

function wheelbarrow(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-50,-56 L40,-56 L26,-20 L-40,-20 Z" fill="#3f8a5a"/><path d="M-40,-62 q40,-26 76,0 z" fill="#d8ae52"/><circle cx="34" cy="-14" r="14" fill="#2b2b2b"/><path d="M-40,-24 L-56,0 M-44,-30 L-100,-46" stroke="#6b4a33" stroke-width="6" stroke-linecap="round"/></g>`;
}

function bucketOnGround(x: number, y: number, s: number): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><path d="M-18,-40 L18,-40 L14,0 L-14,0 Z" fill="#8aa3b8"/><ellipse cx="0" cy="-40" rx="18" ry="5" fill="#5d88b0"/></g>`;
}

function snowfall(c: Canvas, count: number): string {
  const { w, h, rng } = c;
  const flakes: string[] = [];
  for (let i = 0; i < count; i++) {
    flakes.push(
      `<circle cx="${n(rng() * w)}" cy="${n(rng() * h)}" r="${n(between(rng, 1.5, 4.5))}" opacity="${n(between(rng, 0.5, 0.95))}"/>`,
    );
  }
  return `<g fill="#ffffff">${flakes.join("")}</g>`;
}

function fireflies(c: Canvas, y0: number, y1: number, count: number): string {
  const { w, rng } = c;
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng() * w;
    const y = between(rng, y0, y1);
    dots.push(
      `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="#fff3a0" opacity="0.18"/><circle cx="${n(x)}" cy="${n(y)}" r="2.6" fill="#fff7c2"/>`,
    );
  }
  return dots.join("");
}

// ---------- scenes ----------

interface Scene {
  file: string;
  w: number;
  h: number;
  seed: number;
  draw: (c: Canvas) => string;
}

const LANDSCAPE = { w: 1600, h: 1067 };
const NEWS = { w: 1600, h: 1000 };
const PORTRAIT = { w: 1067, h: 1600 };
const SQUARE = { w: 1200, h: 1200 };

/** Ground scale for an object standing at y, so things shrink towards the horizon. */
const depthScale = (c: Canvas, horizon: number, y: number, k: number): number =>
  (k * (y - c.h * horizon)) / (c.h * (1 - horizon));

function herd(
  c: Canvas,
  horizon: number,
  count: number,
  y0: number,
  y1: number,
  k: number,
  opts: Partial<CowOptions> = {},
): void {
  const { w, rng } = c;
  for (let i = 0; i < count; i++) {
    const y = c.h * between(rng, y0, y1);
    const s = depthScale(c, horizon, y, k);
    const calf = rng() < 0.3;
    c.place(
      y,
      cow(c, {
        x: between(rng, 0.06, 0.94) * w,
        y,
        s,
        look: pick(rng, COWS),
        flip: rng() < 0.5,
        calf,
        pose: pick(rng, ["stand", "graze", "graze", "lie"] as const),
        ...opts,
      }),
    );
  }
}

/** A tiny helper so scenes read in fractions of the frame. */
const fx = (c: Canvas, f: number): number => c.w * f;
const fy = (c: Canvas, f: number): number => c.h * f;

function bales(c: Canvas, hz: number, spots: readonly [number, number][], k: number): void {
  for (const [x, y] of spots) {
    const py = fy(c, y);
    c.place(py, roundBale(fx(c, x), py, depthScale(c, hz, py, k), x > 0.5));
  }
}

const SCENES: Scene[] = [
  {
    file: "gallery-01.jpg",
    ...LANDSCAPE,
    seed: 101,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, {
        sky: SKIES.noon,
        land: LANDS.summer,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      c.place(fy(c, 0.62), barn(fx(c, 0.78), fy(c, 0.62), 0.55, "#b5432f", "#6b3a2e"));
      c.place(
        fy(c, 0.6),
        roundTree(c, fx(c, 0.64), fy(c, 0.6), 0.55, LANDS.summer.leaves, LANDS.summer.trunk),
      );
      c.place(fy(c, 0.66), fence(-20, fy(c, 0.66), 0.4, c.w + 20, fy(c, 0.7), 0.45, "#8a6a4a"));
      herd(c, hz, 6, 0.7, 0.92, 1.05);
      flowers(c, fy(c, 0.8), c.h, 70, 1.6, ["chamomile", "cornflower", "dandelion"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-02.jpg",
    ...LANDSCAPE,
    seed: 202,
    draw: (c) => {
      const hz = 0.56;
      const bg = backdrop(c, { sky: SKIES.morning, land: LANDS.spring, horizon: hz, fog: true });
      for (let i = 0; i < 7; i++) {
        const tone = mix("#5f8f4a", "#dfe8ea", 0.45);
        c.place(fy(c, 0.6), poplar(fx(c, 0.05 + i * 0.07), fy(c, 0.6), 0.5 + (i % 2) * 0.1, tone));
      }
      herd(c, hz, 5, 0.68, 0.9, 1.1);
      grassTufts(c, fy(c, 0.72), c.h, 60, "#4f8a33", 1.6);
      return c.render(bg, `${sunWash(c, "#fff1d6", 0.12)}${vignette(c, 0.18)}`);
    },
  },
  {
    file: "gallery-03.jpg",
    ...LANDSCAPE,
    seed: 303,
    draw: (c) => {
      const hz = 0.48;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.spring,
        horizon: hz,
        fields: true,
      });
      c.place(fy(c, 0.62), blossomTree(c, fx(c, 0.18), fy(c, 0.62), 1.1));
      c.place(fy(c, 0.6), blossomTree(c, fx(c, 0.88), fy(c, 0.6), 0.8));
      c.place(
        fy(c, 0.9),
        cow(c, { x: fx(c, 0.5), y: fy(c, 0.9), s: 2.3, look: LOOKS.redPied, calf: true }),
      );
      c.place(
        fy(c, 0.93),
        visitor(c, fx(c, 0.72), fy(c, 0.93), 2.2, "child", {
          pose: "reach",
          flip: true,
          hairStyle: "braid",
          dress: true,
          shirt: "#f7f4ec",
          embroidery: "#d23a30",
        }),
      );
      c.place(
        fy(c, 0.95),
        visitor(c, fx(c, 0.3), fy(c, 0.95), 2.2, "child", {
          pose: "reach",
          flip: false,
          hairStyle: "short",
          item: "flowers",
        }),
      );
      c.place(
        fy(c, 0.72),
        cow(c, {
          x: fx(c, 0.3),
          y: fy(c, 0.72),
          s: 0.9,
          look: LOOKS.brownWhite,
          pose: "graze",
          flip: true,
        }),
      );
      flowers(c, fy(c, 0.75), c.h, 50, 1.8, ["dandelion", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-04.jpg",
    ...LANDSCAPE,
    seed: 404,
    draw: (c) => {
      const hz = 0.55;
      const bg = backdrop(c, {
        sky: SKIES.golden,
        land: LANDS.late,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      bales(
        c,
        hz,
        [
          [0.12, 0.8],
          [0.34, 0.7],
          [0.52, 0.66],
          [0.7, 0.74],
          [0.9, 0.92],
          [0.24, 0.97],
        ],
        1.6,
      );
      c.place(fy(c, 0.62), haystack(fx(c, 0.86), fy(c, 0.62), 0.4));
      herd(c, hz, 4, 0.64, 0.78, 1.3, { pose: "graze" });
      grassTufts(c, fy(c, 0.7), c.h, 50, "#8a8f3a", 1.8);
      return c.render(bg, `${sunWash(c, "#ffb45a", 0.1)}${vignette(c, 0.25)}`);
    },
  },
  {
    file: "gallery-05.jpg",
    ...PORTRAIT,
    seed: 505,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, {
        sky: SKIES.noon,
        land: LANDS.summer,
        horizon: hz,
        ridges: 2,
        treeLine: true,
      });
      c.place(
        fy(c, 0.58),
        roundTree(c, fx(c, 0.14), fy(c, 0.58), 0.7, LANDS.summer.leaves, LANDS.summer.trunk),
      );
      c.place(
        fy(c, 0.6),
        cow(c, {
          x: fx(c, 0.84),
          y: fy(c, 0.6),
          s: 0.7,
          look: LOOKS.fawn,
          pose: "graze",
          flip: true,
        }),
      );
      c.place(fy(c, 0.7), cowFace(c, fx(c, 0.5), fy(c, 0.64), 2.6, LOOKS.redPied));
      flowers(c, fy(c, 0.9), c.h, 30, 2.4, ["chamomile", "dandelion"]);
      return c.render(bg, vignette(c, 0.22));
    },
  },
  {
    file: "gallery-06.jpg",
    ...LANDSCAPE,
    seed: 606,
    draw: (c) => {
      const hz = 0.62;
      const bg = backdrop(c, { sky: SKIES.sunset, land: LANDS.dusk, horizon: hz, ridges: 2 });
      const sil = "#2a1c2c";
      const cows: [number, number, boolean, CowOptions["pose"]][] = [
        [0.12, 0.74, false, "stand"],
        [0.36, 0.8, true, "graze"],
        [0.58, 0.72, false, "graze"],
        [0.84, 0.84, true, "stand"],
      ];
      for (const [x, y, flip, pose] of cows) {
        c.place(
          fy(c, y),
          cow(c, {
            x: fx(c, x),
            y: fy(c, y),
            s: 1.2,
            look: LOOKS.holstein,
            flip,
            pose,
            silhouette: sil,
          }),
        );
      }
      c.place(
        fy(c, 0.8),
        cow(c, {
          x: fx(c, 0.7),
          y: fy(c, 0.8),
          s: 1.2,
          look: LOOKS.holstein,
          calf: true,
          flip: true,
          silhouette: sil,
        }),
      );
      c.place(fy(c, 0.7), roundTree(c, fx(c, 0.92), fy(c, 0.7), 1.2, [sil], sil));
      return c.render(bg + birds(c, fx(c, 0.3), fy(c, 0.25), 6, "#3a2436"), vignette(c, 0.3));
    },
  },
  {
    file: "gallery-07.jpg",
    ...LANDSCAPE,
    seed: 707,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.noon, land: LANDS.summer, horizon: hz, treeLine: true });
      herd(c, hz, 4, 0.6, 0.7, 1.4, { calf: false });
      sunflowerField(c, fy(c, 0.8), fy(c, 1.04), 5, 2.0);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-08.jpg",
    ...LANDSCAPE,
    seed: 808,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.afternoon, land: LANDS.summer, horizon: hz });
      c.place(fy(c, 0.68), willow(c, fx(c, 0.12), fy(c, 0.68), 1.5, "#6c9a3c"));
      c.place(fy(c, 0.62), willow(c, fx(c, 0.86), fy(c, 0.62), 0.9, "#7aa846"));
      pond(c, fx(c, 0.52), fy(c, 0.8), fx(c, 0.26), fy(c, 0.07), "#6fa9d8");
      c.place(
        fy(c, 0.71),
        cow(c, { x: fx(c, 0.38), y: fy(c, 0.71), s: 1.2, look: LOOKS.fawn, pose: "graze" }),
      );
      c.place(
        fy(c, 0.72),
        cow(c, {
          x: fx(c, 0.64),
          y: fy(c, 0.72),
          s: 1.25,
          look: LOOKS.holstein,
          pose: "graze",
          flip: true,
        }),
      );
      c.place(
        fy(c, 0.74),
        cow(c, {
          x: fx(c, 0.78),
          y: fy(c, 0.74),
          s: 1.1,
          look: LOOKS.cream,
          calf: true,
          flip: true,
        }),
      );
      flowers(c, fy(c, 0.9), c.h, 30, 2, ["cornflower", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-09.jpg",
    ...PORTRAIT,
    seed: 909,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.morning, land: LANDS.spring, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.7), birch(c, fx(c, 0.12), fy(c, 0.7), 1.8, "#8cc65a"));
      c.place(fy(c, 0.64), birch(c, fx(c, 0.3), fy(c, 0.64), 1.3, "#9ccf68"));
      c.place(fy(c, 0.6), birch(c, fx(c, 0.86), fy(c, 0.6), 1.1, "#86bf55"));
      c.place(
        fy(c, 0.84),
        cow(c, {
          x: fx(c, 0.55),
          y: fy(c, 0.84),
          s: 2.6,
          look: LOOKS.fawn,
          calf: true,
          pose: "lie",
        }),
      );
      flowers(c, fy(c, 0.72), c.h, 50, 2.4, ["chamomile", "dandelion", "cornflower"]);
      return c.render(bg, `${sunWash(c, "#fff4dc", 0.1)}${vignette(c, 0.2)}`);
    },
  },
  {
    file: "gallery-10.jpg",
    ...LANDSCAPE,
    seed: 1010,
    draw: (c) => {
      const hz = 0.52;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.summer,
        horizon: hz,
        fields: true,
      });
      c.place(fy(c, 0.7), hut(fx(c, 0.42), fy(c, 0.7), 1.15));
      c.place(
        fy(c, 0.69),
        roundTree(c, fx(c, 0.16), fy(c, 0.69), 1.1, ["#4f8f3a", "#5d9a3f"], "#5a4030"),
      );
      c.place(fy(c, 0.71), storkNest(fx(c, 0.68), fy(c, 0.71), 0.8));
      for (const x of [0.02, 0.06, 0.1, 0.14, 0.18, 0.22, 0.62, 0.66, 0.7, 0.74]) {
        c.place(fy(c, 0.74), sunflower(fx(c, x), fy(c, 0.745), 1.05, 0.9));
      }
      c.place(fy(c, 0.76), wattle(0, fx(c, 0.78), fy(c, 0.76), 1.1));
      c.place(
        fy(c, 0.88),
        cow(c, {
          x: fx(c, 0.84),
          y: fy(c, 0.88),
          s: 1.8,
          look: LOOKS.redPied,
          bell: true,
          flip: true,
        }),
      );
      flowers(c, fy(c, 0.82), c.h, 40, 1.8, ["poppy", "chamomile", "cornflower"]);
      return c.render(bg, vignette(c, 0.22));
    },
  },
  {
    file: "gallery-11.jpg",
    ...LANDSCAPE,
    seed: 1111,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.autumn,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      const trees: [number, number, number][] = [
        [0.08, 0.72, 1.4],
        [0.3, 0.62, 0.8],
        [0.7, 0.6, 0.7],
        [0.93, 0.7, 1.3],
      ];
      for (const [x, y, s] of trees)
        c.place(
          fy(c, y),
          roundTree(c, fx(c, x), fy(c, y), s, LANDS.autumn.leaves, LANDS.autumn.trunk),
        );
      c.place(fy(c, 0.64), haystack(fx(c, 0.5), fy(c, 0.64), 0.55));
      c.place(fy(c, 0.66), haystack(fx(c, 0.58), fy(c, 0.66), 0.6));
      herd(c, hz, 5, 0.7, 0.92, 1.0);
      flowers(c, fy(c, 0.7), c.h, 60, 1.6, ["leafOrange", "leafRed", "leafYellow"]);
      return c.render(bg, `${sunWash(c, "#ffcf8a", 0.08)}${vignette(c, 0.24)}`);
    },
  },
  {
    file: "gallery-12.jpg",
    ...SQUARE,
    seed: 1212,
    draw: (c) => {
      const planks: string[] = [];
      for (let x = 0; x < c.w; x += 80) {
        const tone = mix("#8a6240", "#6e4a30", c.rng());
        planks.push(
          `<rect x="${x}" y="0" width="80" height="${c.h}" fill="${tone}"/><path d="M${x},0 V${c.h}" stroke="#4e3422" stroke-width="4"/>`,
        );
      }
      const beam = c.id("beam");
      c.defs.push(
        `<linearGradient id="${beam}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff2c4" stop-opacity="0.55"/><stop offset="1" stop-color="#fff2c4" stop-opacity="0"/></linearGradient>`,
      );
      const bg = `${planks.join("")}<rect x="760" y="140" width="240" height="200" fill="#bfe3f4"/><path d="M880,140 V340 M760,240 H1000" stroke="#4e3422" stroke-width="12"/><rect x="760" y="140" width="240" height="200" fill="none" stroke="#4e3422" stroke-width="14"/><path d="M760,340 L1000,340 L700,1200 L80,1200 Z" fill="url(#${beam})"/><rect y="${fy(c, 0.62)}" width="${c.w}" height="${fy(c, 0.4)}" fill="#d6ad52"/>`;
      for (let i = 0; i < 160; i++) {
        const x = c.rng() * c.w;
        const y = between(c.rng, fy(c, 0.6), c.h);
        const a = between(c.rng, -0.8, 0.8);
        c.place(
          y - 400,
          `<path d="M${n(x)},${n(y)} l${n(Math.cos(a) * 40)},${n(Math.sin(a) * 16)}" stroke="${pick(c.rng, ["#e8c36a", "#c19238", "#f0d488"])}" stroke-width="4" stroke-linecap="round"/>`,
        );
      }
      c.place(
        fy(c, 0.85),
        cow(c, {
          x: fx(c, 0.46),
          y: fy(c, 0.85),
          s: 3.4,
          look: LOOKS.holstein,
          calf: true,
          pose: "lie",
        }),
      );
      c.place(fy(c, 0.9), bucketOnGround(fx(c, 0.86), fy(c, 0.9), 2.4));
      return c.render(bg, vignette(c, 0.4));
    },
  },
  {
    file: "gallery-13.jpg",
    ...LANDSCAPE,
    seed: 1313,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.overcast, land: LANDS.spring, horizon: hz });
      for (let row = 0; row < 3; row++) {
        const y = fy(c, 0.6 + row * 0.12);
        const s = depthScale(c, hz, y, 1.6);
        for (let x = (row % 2) * 0.1; x < 1.1; x += 0.22)
          c.place(y, blossomTree(c, fx(c, x), y, s));
      }
      herd(c, hz, 4, 0.66, 0.95, 1.1);
      flowers(c, fy(c, 0.7), c.h, 60, 1.6, ["dandelion", "dandelion", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-14.jpg",
    ...LANDSCAPE,
    seed: 1414,
    draw: (c) => {
      const hz = 0.42;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.late,
        horizon: hz,
        ridges: 4,
        fields: true,
        treeLine: true,
      });
      const road = `<path d="M${fx(c, 0.3)},${c.h} C${fx(c, 0.45)},${fy(c, 0.82)} ${fx(c, 0.72)},${fy(c, 0.72)} ${fx(c, 0.62)},${fy(c, 0.6)}" stroke="#c8b07a" stroke-width="60" fill="none" stroke-linecap="round"/><path d="M${fx(c, 0.62)},${fy(c, 0.6)} C${fx(c, 0.55)},${fy(c, 0.56)} ${fx(c, 0.5)},${fy(c, 0.56)} ${fx(c, 0.46)},${fy(c, 0.54)}" stroke="#c8b07a" stroke-width="18" fill="none" stroke-linecap="round"/>`;
      c.place(fy(c, 0.5), road);
      for (let i = 0; i < 5; i++)
        c.place(fy(c, 0.56), poplar(fx(c, 0.7 + i * 0.05), fy(c, 0.56), 0.35, "#6a8f3c"));
      herd(c, hz, 6, 0.62, 0.8, 0.9);
      grassTufts(c, fy(c, 0.7), c.h, 40, "#6f7d32", 1.6);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-15.jpg",
    ...LANDSCAPE,
    seed: 1515,
    draw: (c) => {
      const hz = 0.45;
      const bg = backdrop(c, { sky: SKIES.noon, land: LANDS.summer, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.72), barn(fx(c, 0.2), fy(c, 0.72), 1.5, "#a8563a", "#5e3b30"));
      c.place(fy(c, 0.9), cow(c, { x: fx(c, 0.56), y: fy(c, 0.9), s: 2.3, look: LOOKS.chestnut }));
      c.place(
        fy(c, 0.94),
        person({
          x: fx(c, 0.84),
          y: fy(c, 0.94),
          s: 2.2,
          kind: "adult",
          shirt: "#2ca6a4",
          pants: "#3b3b46",
          hair: "#6d4a2b",
          skin: "#f3d3b8",
          hairStyle: "bun",
          pose: "reach",
          item: "brush",
          flip: true,
          accent: "#f2c14e",
        }),
      );
      c.place(
        fy(c, 0.96),
        person({
          x: fx(c, 0.36),
          y: fy(c, 0.96),
          s: 2.1,
          kind: "teen",
          shirt: "#f2c14e",
          pants: "#2f4a7a",
          hair: "#3b2a20",
          skin: "#e8bf9c",
          hairStyle: "cap",
          pose: "hold",
          item: "bucket",
          accent: "#3f7fc1",
        }),
      );
      flowers(c, fy(c, 0.8), c.h, 25, 2, ["dandelion", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-16.jpg",
    ...LANDSCAPE,
    seed: 1616,
    draw: (c) => {
      const hz = 0.58;
      const bg = backdrop(c, { sky: SKIES.night, land: LANDS.night, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.72), barn(fx(c, 0.66), fy(c, 0.72), 1.0, "#4a2a30", "#2a1c24", true));
      c.place(fy(c, 0.7), pine(fx(c, 0.88), fy(c, 0.7), 1.1, "#1b2a3a"));
      c.place(fy(c, 0.71), pine(fx(c, 0.94), fy(c, 0.71), 0.8, "#182634"));
      const sil = "#121a30";
      const lying: [number, number, boolean, boolean][] = [
        [0.2, 0.8, false, false],
        [0.36, 0.86, true, false],
        [0.28, 0.9, false, true],
        [0.5, 0.84, true, true],
      ];
      for (const [x, y, flip, calf] of lying) {
        c.place(
          fy(c, y),
          cow(c, {
            x: fx(c, x),
            y: fy(c, y),
            s: 1.4,
            look: LOOKS.cream,
            pose: "lie",
            flip,
            calf,
            silhouette: sil,
          }),
        );
      }
      return c.render(bg, fireflies(c, fy(c, 0.65), fy(c, 0.95), 24) + vignette(c, 0.35));
    },
  },
  {
    file: "gallery-17.jpg",
    ...PORTRAIT,
    seed: 1717,
    draw: (c) => {
      const hz = 0.46;
      const bg = backdrop(c, {
        sky: SKIES.noon,
        land: LANDS.summer,
        horizon: hz,
        ridges: 2,
        treeLine: true,
      });
      for (let i = 0; i < 4; i++)
        c.place(fy(c, 0.55), poplar(fx(c, 0.55 + i * 0.12), fy(c, 0.55), 0.8, "#4f8a3a"));
      c.place(
        fy(c, 0.86),
        cow(c, { x: fx(c, 0.34), y: fy(c, 0.86), s: 2.3, look: LOOKS.brownWhite, bell: true }),
      );
      c.place(
        fy(c, 0.78),
        cow(c, {
          x: fx(c, 0.76),
          y: fy(c, 0.78),
          s: 1.8,
          look: LOOKS.brownWhite,
          calf: true,
          flip: true,
        }),
      );
      flowers(c, fy(c, 0.8), c.h, 40, 2.6, ["chamomile", "cornflower", "poppy"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-18.jpg",
    ...LANDSCAPE,
    seed: 1818,
    draw: (c) => {
      const hz = 0.45;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.spring,
        horizon: hz,
        fields: true,
      });
      herd(c, hz, 5, 0.55, 0.66, 1.0);
      flowers(c, fy(c, 0.62), fy(c, 0.8), 120, 2.2, ["poppy", "poppy", "chamomile"]);
      flowers(c, fy(c, 0.8), fy(c, 1.05), 70, 5, ["poppy", "poppy", "chamomile", "cornflower"]);
      return c.render(bg, vignette(c, 0.22));
    },
  },
  {
    file: "gallery-19.jpg",
    ...LANDSCAPE,
    seed: 1919,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.late,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      const shade = `<ellipse cx="${fx(c, 0.5)}" cy="${fy(c, 0.82)}" rx="${fx(c, 0.34)}" ry="${fy(c, 0.08)}" fill="#2f3a1a" opacity="0.25"/>`;
      c.place(fy(c, 0.6), shade);
      c.place(
        fy(c, 0.8),
        roundTree(c, fx(c, 0.5), fy(c, 0.8), 2.6, ["#5e7f2f", "#6b8d36"], "#4e3a2c"),
      );
      c.place(
        fy(c, 0.86),
        cow(c, { x: fx(c, 0.3), y: fy(c, 0.86), s: 1.5, look: LOOKS.holstein, pose: "lie" }),
      );
      c.place(
        fy(c, 0.88),
        cow(c, {
          x: fx(c, 0.68),
          y: fy(c, 0.88),
          s: 1.5,
          look: LOOKS.fawn,
          pose: "lie",
          flip: true,
        }),
      );
      c.place(
        fy(c, 0.9),
        cow(c, {
          x: fx(c, 0.5),
          y: fy(c, 0.92),
          s: 1.4,
          look: LOOKS.redPied,
          pose: "lie",
          calf: true,
        }),
      );
      grassTufts(c, fy(c, 0.7), c.h, 50, "#6f8036", 1.8);
      return c.render(bg, `${sunWash(c, "#ffe3a0", 0.08)}${vignette(c, 0.22)}`);
    },
  },
  {
    file: "gallery-20.jpg",
    ...LANDSCAPE,
    seed: 2020,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.morning, land: LANDS.spring, horizon: hz });
      c.place(fy(c, 0.64), hut(fx(c, 0.8), fy(c, 0.64), 0.6));
      c.place(fy(c, 0.7), fence(-20, fy(c, 0.7), 0.6, c.w + 20, fy(c, 0.7), 0.6, "#9a7a55"));
      c.place(
        fy(c, 0.88),
        cow(c, { x: fx(c, 0.42), y: fy(c, 0.88), s: 2.3, look: LOOKS.blackWhite, calf: true }),
      );
      c.place(
        fy(c, 0.92),
        person({
          x: fx(c, 0.68),
          y: fy(c, 0.92),
          s: 2.2,
          kind: "teen",
          shirt: "#9b6bc4",
          pants: "#2f4a7a",
          hair: "#c9a25a",
          skin: "#f6dcc6",
          hairStyle: "long",
          pose: "reach",
          item: "bottle",
          flip: true,
        }),
      );
      c.place(
        fy(c, 0.95),
        visitor(c, fx(c, 0.86), fy(c, 0.95), 2.2, "child", { pose: "wave", flip: true }),
      );
      flowers(c, fy(c, 0.74), c.h, 50, 1.8, ["dandelion", "chamomile"]);
      return c.render(bg, `${sunWash(c, "#fff0d0", 0.1)}${vignette(c, 0.2)}`);
    },
  },
  {
    file: "gallery-21.jpg",
    ...LANDSCAPE,
    seed: 2121,
    draw: (c) => {
      const hz = 0.6;
      const bg = backdrop(c, { sky: SKIES.dusk, land: LANDS.dusk, horizon: hz, ridges: 2 });
      const sil = "#1a1526";
      c.place(fy(c, 0.9), fence(-20, fy(c, 0.86), 1.3, c.w + 20, fy(c, 0.96), 1.5, sil));
      herd(c, hz, 5, 0.7, 0.86, 1.5, { silhouette: sil });
      return c.render(bg, fireflies(c, fy(c, 0.62), fy(c, 0.9), 30) + vignette(c, 0.3));
    },
  },
  {
    file: "gallery-22.jpg",
    ...SQUARE,
    seed: 2222,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.golden, land: LANDS.late, horizon: hz, fields: true });
      const stack: [number, number, number][] = [
        [0.3, 0.86, 2.2],
        [0.52, 0.86, 2.2],
        [0.41, 0.67, 2.0],
      ];
      for (const [x, y, s] of stack) c.place(fy(c, y), roundBale(fx(c, x), fy(c, y), s, false));
      c.place(
        fy(c, 0.9),
        cow(c, { x: fx(c, 0.8), y: fy(c, 0.9), s: 2.2, look: LOOKS.fawn, calf: true, flip: true }),
      );
      grassTufts(c, fy(c, 0.72), c.h, 40, "#7d8a3a", 2);
      return c.render(bg, `${sunWash(c, "#ffb45a", 0.1)}${vignette(c, 0.25)}`);
    },
  },
  {
    file: "gallery-23.jpg",
    ...LANDSCAPE,
    seed: 2323,
    draw: (c) => {
      const hz = 0.55;
      const bg = backdrop(c, {
        sky: SKIES.rain,
        land: LANDS.summer,
        horizon: hz,
        rainbow: true,
        treeLine: true,
      });
      herd(c, hz, 6, 0.68, 0.92, 1.1);
      flowers(c, fy(c, 0.75), c.h, 40, 1.8, ["cornflower", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "gallery-24.jpg",
    ...LANDSCAPE,
    seed: 2424,
    draw: (c) => {
      const hz = 0.48;
      const bg = backdrop(c, { sky: SKIES.afternoon, land: LANDS.spring, horizon: hz, ridges: 2 });
      const path = `<path d="M${fx(c, 0.2)},${c.h} C${fx(c, 0.35)},${fy(c, 0.8)} ${fx(c, 0.55)},${fy(c, 0.72)} ${fx(c, 0.66)},${fy(c, 0.62)}" stroke="#d7c08a" stroke-width="70" fill="none" stroke-linecap="round"/>`;
      c.place(fy(c, 0.5), path);
      c.place(fy(c, 0.62), barn(fx(c, 0.72), fy(c, 0.62), 0.75, "#b5432f", "#6b3a2e"));
      c.place(
        fy(c, 0.66),
        fence(fx(c, 0.74), fy(c, 0.66), 0.45, c.w + 20, fy(c, 0.74), 0.7, "#8a6a4a"),
      );
      const group: [number, number, PersonOptions["kind"]][] = [
        [0.36, 0.84, "adult"],
        [0.42, 0.86, "child"],
        [0.3, 0.9, "adult"],
        [0.46, 0.8, "teen"],
        [0.24, 0.95, "child"],
        [0.52, 0.76, "elder"],
      ];
      for (const [x, y, kind] of group) {
        const py = fy(c, y);
        c.place(
          py,
          visitor(
            c,
            fx(c, x),
            py,
            depthScale(c, hz, py, 1.6),
            kind,
            kind === "elder" ? { item: "cane" } : {},
          ),
        );
      }
      const grazing: [number, number, CowLook, boolean][] = [
        [0.84, 0.8, LOOKS.cream, true],
        [0.9, 0.92, LOOKS.holstein, false],
        [0.74, 0.9, LOOKS.fawn, true],
      ];
      for (const [x, y, look, calf] of grazing) {
        const py = fy(c, y);
        c.place(
          py,
          cow(c, {
            x: fx(c, x),
            y: py,
            s: depthScale(c, hz, py, 1.1),
            look,
            calf,
            pose: "graze",
            flip: x > 0.8,
          }),
        );
      }
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "news-01.jpg",
    ...NEWS,
    seed: 3101,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.morning, land: LANDS.spring, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.72), shed(fx(c, 0.28), fy(c, 0.72), 1.6));
      c.place(
        fy(c, 0.9),
        cow(c, { x: fx(c, 0.56), y: fy(c, 0.9), s: 2.4, look: LOOKS.chestnut, calf: true }),
      );
      c.place(
        fy(c, 0.94),
        person({
          x: fx(c, 0.8),
          y: fy(c, 0.94),
          s: 2.2,
          kind: "adult",
          shirt: "#6fbf73",
          pants: "#4e6e8e",
          hair: "#3b2a20",
          skin: "#e8bf9c",
          hairStyle: "short",
          pose: "reach",
          flip: true,
        }),
      );
      flowers(c, fy(c, 0.78), c.h, 30, 1.8, ["dandelion", "chamomile"]);
      return c.render(bg, `${sunWash(c, "#fff0d0", 0.1)}${vignette(c, 0.22)}`);
    },
  },
  {
    file: "news-02.jpg",
    ...NEWS,
    seed: 3202,
    draw: (c) => {
      const hz = 0.48;
      const bg = backdrop(c, { sky: SKIES.noon, land: LANDS.spring, horizon: hz, fields: true });
      c.place(fy(c, 0.64), blossomTree(c, fx(c, 0.1), fy(c, 0.64), 1.2));
      c.place(fy(c, 0.6), blossomTree(c, fx(c, 0.9), fy(c, 0.6), 1.0));
      c.place(
        fy(c, 0.74),
        cow(c, { x: fx(c, 0.16), y: fy(c, 0.76), s: 1.4, look: LOOKS.redPied, pose: "graze" }),
      );
      const guide = person({
        x: fx(c, 0.78),
        y: fy(c, 0.86),
        s: 1.9,
        kind: "adult",
        shirt: "#f7f4ec",
        embroidery: "#d23a30",
        pants: "#3b3b46",
        hair: "#8a5a32",
        skin: "#f3d3b8",
        hairStyle: "straw",
        pose: "wave",
        flip: true,
        accent: "#3f7fc1",
      });
      c.place(fy(c, 0.86), guide);
      const group: [number, number, PersonOptions["kind"]][] = [
        [0.44, 0.84, "adult"],
        [0.5, 0.9, "child"],
        [0.56, 0.82, "teen"],
        [0.38, 0.92, "child"],
        [0.62, 0.88, "adult"],
        [0.32, 0.86, "adult"],
      ];
      for (const [x, y, kind] of group)
        c.place(fy(c, y), visitor(c, fx(c, x), fy(c, y), 1.8, kind));
      flowers(c, fy(c, 0.7), c.h, 50, 1.6, ["dandelion", "chamomile"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "news-03.jpg",
    ...NEWS,
    seed: 3303,
    draw: (c) => {
      const hz = 0.46;
      const bg = backdrop(c, { sky: SKIES.afternoon, land: LANDS.summer, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.68), barn(fx(c, 0.74), fy(c, 0.68), 1.2, "#b5432f", "#6b3a2e"));
      c.place(fy(c, 0.76), fence(-20, fy(c, 0.74), 0.8, fx(c, 0.55), fy(c, 0.76), 0.85, "#9a7a55"));
      c.place(fy(c, 0.9), wheelbarrow(fx(c, 0.52), fy(c, 0.9), 1.8));
      const crew: [number, number, PersonOptions["item"], PersonOptions["kind"]][] = [
        [0.18, 0.9, "rake", "adult"],
        [0.34, 0.94, "fork", "teen"],
        [0.68, 0.92, "bucket", "adult"],
        [0.86, 0.95, "rake", "teen"],
      ];
      for (const [x, y, item, kind] of crew)
        c.place(
          fy(c, y),
          visitor(c, fx(c, x), fy(c, y), 2, kind, {
            item,
            pose: "hold",
            hairStyle: kind === "adult" ? "straw" : "cap",
          }),
        );
      grassTufts(c, fy(c, 0.78), c.h, 30, "#3f7a2e", 1.8);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "news-04.jpg",
    ...NEWS,
    seed: 3404,
    draw: (c) => {
      const hz = 0.52;
      const bg = backdrop(c, {
        sky: SKIES.golden,
        land: LANDS.late,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      c.place(fy(c, 0.66), haystack(fx(c, 0.1), fy(c, 0.66), 0.7));
      c.place(fy(c, 0.84), truck(fx(c, 0.46), fy(c, 0.84), 1.9, "#3f7fc1"));
      bales(
        c,
        hz,
        [
          [0.78, 0.86],
          [0.88, 0.94],
        ],
        1.3,
      );
      c.place(
        fy(c, 0.92),
        visitor(c, fx(c, 0.68), fy(c, 0.92), 2, "adult", {
          pose: "hold",
          item: "fork",
          hairStyle: "cap",
        }),
      );
      c.place(fy(c, 0.96), visitor(c, fx(c, 0.18), fy(c, 0.96), 2, "adult", { pose: "wave" }));
      return c.render(bg, `${sunWash(c, "#ffb45a", 0.08)}${vignette(c, 0.22)}`);
    },
  },
  {
    file: "news-05.jpg",
    ...NEWS,
    seed: 3505,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.afternoon, land: LANDS.late, horizon: hz, fields: true });
      c.place(
        fy(c, 0.66),
        roundTree(c, fx(c, 0.86), fy(c, 0.66), 1.1, LANDS.autumn.leaves, LANDS.autumn.trunk),
      );
      c.place(
        fy(c, 0.84),
        cow(c, { x: fx(c, 0.22), y: fy(c, 0.84), s: 2, look: LOOKS.holstein, calf: true }),
      );
      c.place(
        fy(c, 0.86),
        visitor(c, fx(c, 0.4), fy(c, 0.86), 1.9, "adult", {
          pose: "wave",
          item: "bag",
          hairStyle: "bun",
          flip: true,
        }),
      );
      for (let i = 0; i < 7; i++) {
        const x = 0.48 + i * 0.07;
        const y = 0.86 + (i % 2) * 0.06;
        c.place(
          fy(c, y),
          visitor(c, fx(c, x), fy(c, y), 1.9, "child", {
            pose: i === 2 ? "wave" : "stand",
            flip: true,
          }),
        );
      }
      grassTufts(c, fy(c, 0.7), c.h, 30, "#6f7d32", 1.6);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "news-06.jpg",
    ...NEWS,
    seed: 3606,
    draw: (c) => {
      const hz = 0.46;
      const bg = backdrop(c, { sky: SKIES.noon, land: LANDS.summer, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.68), barn(fx(c, 0.2), fy(c, 0.68), 1.3, "#a8563a", "#5e3b30"));
      c.place(
        fy(c, 0.9),
        cow(c, { x: fx(c, 0.5), y: fy(c, 0.9), s: 2.4, look: LOOKS.holstein, bell: true }),
      );
      c.place(
        fy(c, 0.94),
        person({
          x: fx(c, 0.8),
          y: fy(c, 0.94),
          s: 2.2,
          kind: "adult",
          shirt: "#5aa9c4",
          pants: "#5aa9c4",
          hair: "#1f1a17",
          skin: "#d9a67e",
          hairStyle: "short",
          pose: "reach",
          item: "bag",
          flip: true,
          accent: "#2e7d5b",
        }),
      );
      c.place(fy(c, 0.95), bucketOnGround(fx(c, 0.94), fy(c, 0.95), 1.8));
      grassTufts(c, fy(c, 0.75), c.h, 30, "#3f7a2e", 1.8);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "news-07.jpg",
    ...NEWS,
    seed: 3707,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, { sky: SKIES.overcast, land: LANDS.snow, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.7), barn(fx(c, 0.62), fy(c, 0.7), 1.3, "#9c3f2e", "#f2f4f7"));
      for (const [x, y, s] of [
        [0.08, 0.66, 0.9],
        [0.16, 0.7, 1.1],
        [0.92, 0.68, 1],
      ] as const)
        c.place(fy(c, y), pine(fx(c, x), fy(c, y), s, "#3f5a44", true));
      c.place(fy(c, 0.74), haystack(fx(c, 0.32), fy(c, 0.74), 0.9));
      c.place(fy(c, 0.76), haystack(fx(c, 0.4), fy(c, 0.78), 0.8));
      c.place(
        fy(c, 0.9),
        cow(c, { x: fx(c, 0.72), y: fy(c, 0.9), s: 1.9, look: LOOKS.chestnut, flip: true }),
      );
      c.place(
        fy(c, 0.92),
        visitor(c, fx(c, 0.5), fy(c, 0.92), 2, "adult", {
          item: "fork",
          pose: "hold",
          hairStyle: "cap",
          shirt: "#c0392b",
        }),
      );
      return c.render(bg, snowfall(c, 160) + vignette(c, 0.18));
    },
  },
  {
    file: "excursion-art-therapy.jpg",
    ...LANDSCAPE,
    seed: 4101,
    draw: (c) => {
      const hz = 0.48;
      const bg = backdrop(c, {
        sky: SKIES.afternoon,
        land: LANDS.summer,
        horizon: hz,
        fields: true,
      });
      c.place(
        fy(c, 0.7),
        cow(c, { x: fx(c, 0.5), y: fy(c, 0.7), s: 1.5, look: LOOKS.redPied, bell: true }),
      );
      c.place(
        fy(c, 0.66),
        roundTree(c, fx(c, 0.82), fy(c, 0.66), 1.1, LANDS.summer.leaves, LANDS.summer.trunk),
      );
      const easels: [number, number][] = [
        [0.18, 0.9],
        [0.46, 0.94],
        [0.74, 0.9],
      ];
      for (const [x, y] of easels) {
        c.place(fy(c, y) - 1, easel(fx(c, x), fy(c, y), 1.9, kidPainting(c)));
        c.place(
          fy(c, y) + 4,
          visitor(c, fx(c, x - 0.07), fy(c, y) + 8, 2, "child", { pose: "paint" }),
        );
      }
      flowers(c, fy(c, 0.72), c.h, 40, 1.8, ["chamomile", "poppy", "cornflower"]);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "excursion-help-at-shelter.jpg",
    ...LANDSCAPE,
    seed: 4202,
    draw: (c) => {
      const hz = 0.46;
      const bg = backdrop(c, { sky: SKIES.noon, land: LANDS.summer, horizon: hz, ridges: 2 });
      c.place(fy(c, 0.7), barn(fx(c, 0.3), fy(c, 0.7), 1.3, "#b5432f", "#6b3a2e"));
      bales(
        c,
        hz,
        [
          [0.6, 0.72],
          [0.68, 0.74],
        ],
        1.2,
      );
      c.place(
        fy(c, 0.86),
        cow(c, {
          x: fx(c, 0.5),
          y: fy(c, 0.86),
          s: 1.9,
          look: LOOKS.holstein,
          pose: "graze",
          flip: true,
        }),
      );
      c.place(fy(c, 0.92), wheelbarrow(fx(c, 0.24), fy(c, 0.92), 1.9));
      c.place(
        fy(c, 0.9),
        visitor(c, fx(c, 0.78), fy(c, 0.9), 2.1, "adult", {
          item: "fork",
          pose: "hold",
          hairStyle: "straw",
        }),
      );
      c.place(
        fy(c, 0.95),
        visitor(c, fx(c, 0.9), fy(c, 0.95), 2.1, "teen", { item: "bucket", pose: "hold" }),
      );
      grassTufts(c, fy(c, 0.75), c.h, 30, "#3f7a2e", 1.8);
      return c.render(bg, vignette(c, 0.2));
    },
  },
  {
    file: "excursion-different-ages.jpg",
    ...LANDSCAPE,
    seed: 4303,
    draw: (c) => {
      const hz = 0.5;
      const bg = backdrop(c, {
        sky: SKIES.golden,
        land: LANDS.late,
        horizon: hz,
        fields: true,
        treeLine: true,
      });
      c.place(
        fy(c, 0.88),
        cow(c, { x: fx(c, 0.3), y: fy(c, 0.88), s: 2.1, look: LOOKS.cream, calf: true }),
      );
      c.place(
        fy(c, 0.74),
        cow(c, { x: fx(c, 0.14), y: fy(c, 0.74), s: 1.3, look: LOOKS.fawn, pose: "graze" }),
      );
      c.place(
        fy(c, 0.9),
        person({
          x: fx(c, 0.52),
          y: fy(c, 0.9),
          s: 2,
          kind: "elder",
          shirt: "#6b5b8a",
          pants: "#3b3b46",
          hair: "#d9d4cc",
          skin: "#f3d3b8",
          hairStyle: "scarf",
          item: "cane",
          dress: true,
          accent: "#d23a30",
          flip: true,
        }),
      );
      c.place(fy(c, 0.88), visitor(c, fx(c, 0.64), fy(c, 0.88), 2, "adult", { flip: true }));
      c.place(fy(c, 0.92), visitor(c, fx(c, 0.74), fy(c, 0.92), 2, "teen", { flip: true }));
      c.place(
        fy(c, 0.95),
        visitor(c, fx(c, 0.44), fy(c, 0.95), 2, "child", { pose: "reach", flip: true }),
      );
      c.place(
        fy(c, 0.9),
        visitor(c, fx(c, 0.86), fy(c, 0.9), 2, "child", { pose: "wave", flip: true }),
      );
      grassTufts(c, fy(c, 0.72), c.h, 40, "#7d8a3a", 1.8);
      return c.render(bg, `${sunWash(c, "#ffb45a", 0.08)}${vignette(c, 0.22)}`);
    },
  },
];

interface Partner {
  file: string;
  lines: readonly string[];
  emblem: string;
  color: string;
}

// Plain geometric emblems made up for the demo; none imitates a real organisation's mark.
const PARTNERS: Partner[] = [
  {
    file: "partner-uanimals.png",
    lines: ["UAnimals"],
    color: "#2a6fb0",
    emblem: `<circle cx="200" cy="150" r="92" fill="#2a6fb0"/><circle cx="200" cy="150" r="72" fill="#f6d24a"/><path d="M200,196 C150,160 150,116 176,112 C190,110 198,120 200,128 C202,120 210,110 224,112 C250,116 250,160 200,196 Z" fill="#2a6fb0"/>`,
  },
  {
    file: "partner-sloboda-zvierat.png",
    lines: ["Sloboda", "zvierat"],
    color: "#2e7d4f",
    emblem: `<rect x="112" y="62" width="176" height="176" rx="40" fill="#2e7d4f"/><circle cx="200" cy="166" r="34" fill="#ffffff"/><circle cx="150" cy="118" r="16" fill="#ffffff"/><circle cx="182" cy="96" r="16" fill="#ffffff"/><circle cx="218" cy="96" r="16" fill="#ffffff"/><circle cx="250" cy="118" r="16" fill="#ffffff"/>`,
  },
  {
    file: "partner-healthy-life.png",
    lines: ["Здорове", "життя"],
    color: "#4f9a3a",
    emblem: `<circle cx="200" cy="150" r="92" fill="#eaf5e2"/><path d="M200,236 C200,180 200,150 200,120" stroke="#4f9a3a" stroke-width="10" stroke-linecap="round"/><path d="M200,160 C150,160 124,120 130,76 C176,80 200,112 200,160 Z" fill="#6fbf4f"/><path d="M200,140 C244,140 272,106 268,66 C226,70 200,98 200,140 Z" fill="#4f9a3a"/>`,
  },
  {
    file: "partner-trainee.png",
    lines: ["Trainee", "Volunteers"],
    color: "#d9692b",
    emblem: `<path d="M200,56 L284,104 L284,196 L200,244 L116,196 L116,104 Z" fill="#d9692b"/><path d="M200,92 L254,150 L200,208 L146,150 Z" fill="#fff3e6"/><circle cx="200" cy="150" r="22" fill="#d9692b"/>`,
  },
  {
    file: "partner-european-animal-protection.png",
    lines: ["European Animal", "Protection"],
    color: "#1f6f78",
    emblem: `<path d="M200,52 L280,84 L276,160 C270,206 240,232 200,248 C160,232 130,206 124,160 L120,84 Z" fill="#1f6f78"/><path d="M150,120 Q200,90 250,120 M158,150 Q200,124 242,150" stroke="#bfe6e0" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M200,214 C166,190 164,162 182,158 C191,156 197,162 200,168 C203,162 209,156 218,158 C236,162 234,190 200,214 Z" fill="#ffffff"/>`,
  },
];

function partnerLogo(p: Partner): string {
  const size = p.lines.some((l) => l.length > 12) ? 30 : 38;
  const text = p.lines
    .map(
      (line, i) =>
        `<text x="200" y="${n(300 + i * (size + 6) - (p.lines.length - 1) * 14)}" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size}" fill="${p.color}">${line}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#ffffff"/>${p.emblem}${text}</svg>`;
}

async function renderJpeg(svg: string, path: string): Promise<number> {
  let quality = JPEG_QUALITY;
  let out = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
  while (out.length > JPEG_BUDGET && quality > 50) {
    quality -= 6;
    out = await sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
  }
  await writeFile(path, out);
  return out.length;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  // Optional filter, e.g. `npx tsx tools/demo-art/make-demo-images.ts gallery-0` while tuning a scene.
  const only = process.argv[2];
  let total = 0;
  const report = (file: string, size: number): void => {
    total += size;
    console.log(`${file.padEnd(40)} ${(size / 1024).toFixed(1)} KB`);
  };
  for (const scene of SCENES) {
    if (only && !scene.file.includes(only)) continue;
    const c = new Canvas(scene.w, scene.h, makeRng(scene.seed));
    report(scene.file, await renderJpeg(scene.draw(c), join(OUT_DIR, scene.file)));
  }
  for (const partner of PARTNERS) {
    if (only && !partner.file.includes(only)) continue;
    const png = await sharp(Buffer.from(partnerLogo(partner)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer();
    await writeFile(join(OUT_DIR, partner.file), png);
    report(partner.file, png.length);
  }
  console.log(`total ${(total / 1024).toFixed(0)} KB`);
}

await main();
