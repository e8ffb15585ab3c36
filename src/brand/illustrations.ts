/**
 * The stand-in pictures the site ships in content/images/, drawn by the project from the brand's
 * colours and mark: flat illustrations (shapes only, no text, no real person), which
 * scripts/brand-images.ts renders to JPEG. They stand in for the board's own photographs, as the
 * example.org addresses stand in for its sites: an editor replaces one by overwriting its file
 * or uploading another in the editor (content/README.md, "Pictures").
 */
import { colors } from "../styles/theme"
import { mark } from "./mark"

export interface Illustration {
  /** Its file below content/. */
  readonly file: string
  readonly width: number
  readonly height: number
  /** The drawing, an SVG document of that size. */
  readonly svg: string
}

/** The light scene of a picture drawn on a white page (an event's card). */
const LIGHT = { from: colors.surfaceTint, to: "#cfe6e3", ink: colors.navy } as const
/** The dark scene of a picture drawn on the navy band of a page's heading or the home carousel. */
const DARK = { from: "#123a5e", to: colors.teal, ink: colors.white } as const
type Scene = typeof LIGHT | typeof DARK

function svgDocument(width: number, height: number, scene: Scene, body: string): string {
  const dots = Array.from({ length: Math.ceil(width / 48) * Math.ceil(height / 48) }, (_, index) => {
    const columns = Math.ceil(width / 48)
    const x = (index % columns) * 48 + 24
    const y = Math.floor(index / columns) * 48 + 24
    return `<circle cx="${x}" cy="${y}" r="2" fill="${scene.ink}" opacity="0.08"/>`
  }).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.from}"/><stop offset="1" stop-color="${scene.to}"/></linearGradient>
  <radialGradient id="glow" cx="0.8" cy="0.2" r="0.6"><stop offset="0" stop-color="${colors.tealBright}" stop-opacity="0.35"/><stop offset="1" stop-color="${colors.tealBright}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${dots}
<g transform="translate(${width * 0.05} ${height * 0.1}) scale(${(width / 40) * 0.9})" opacity="0.1"><path d="${mark.pulse}" fill="none" stroke="${scene.ink}" stroke-width="0.6" stroke-linecap="round" stroke-linejoin="round"/></g>
${body}
</svg>`
}

/** A person, shown as a head and shoulders: no face, no one in particular. */
function person(x: number, y: number, size: number, color: string): string {
  const head = size * 0.32
  return `<circle cx="${x}" cy="${y}" r="${head}" fill="${color}"/>
<path d="M${x - size * 0.62} ${y + size * 1.25} Q${x - size * 0.62} ${y + size * 0.42} ${x} ${y + size * 0.42} Q${x + size * 0.62} ${y + size * 0.42} ${x + size * 0.62} ${y + size * 1.25} Z" fill="${color}"/>`
}

/** A sheet of paper or a card, with lines standing for its text. */
function sheet(x: number, y: number, width: number, height: number, lines: number): string {
  const rows = Array.from({ length: lines }, (_, index) => {
    const lineWidth = index === 0 ? width * 0.55 : width * (0.8 - (index % 3) * 0.12)
    const fill = index === 0 ? colors.navy : "#9fb3c8"
    return `<rect x="${x + width * 0.1}" y="${y + height * 0.16 + index * height * 0.14}" width="${lineWidth}" height="${height * 0.06}" rx="${height * 0.03}" fill="${fill}"/>`
  }).join("")
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.06}" fill="${colors.white}"/>${rows}`
}

/** The credential's badge: a gold seal around a navy disc with the pulse line. */
function badge(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 32 }, (_, index) => {
    const angle = (index / 32) * Math.PI * 2
    const radius = index % 2 === 0 ? r : r * 0.88
    return `${(cx + Math.cos(angle) * radius).toFixed(1)},${(cy + Math.sin(angle) * radius).toFixed(1)}`
  }).join(" ")
  const pulseScale = (r * 1.2) / 40
  return `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="none" stroke="${colors.white}" stroke-opacity="0.25" stroke-width="${r * 0.03}" stroke-dasharray="${r * 0.05} ${r * 0.1}"/>
<polygon points="${points}" fill="${colors.gold}"/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.72}" fill="${colors.navy}" stroke="${colors.white}" stroke-width="${r * 0.05}"/>
<g transform="translate(${cx - 20 * pulseScale} ${cy - 21 * pulseScale}) scale(${pulseScale})"><path d="${mark.pulse}" fill="none" stroke="${colors.tealBright}" stroke-width="${mark.pulseWidth}" stroke-linecap="round" stroke-linejoin="round"/></g>`
}

/** A laptop with a line of vital signs across its screen. */
function laptop(x: number, y: number, width: number): string {
  const height = width * 0.62
  const pulseScale = (width * 0.7) / 40
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.03}" fill="${colors.navyDeep}"/>
<rect x="${x + width * 0.04}" y="${y + width * 0.04}" width="${width * 0.92}" height="${height - width * 0.08}" rx="${width * 0.015}" fill="${colors.white}"/>
<g transform="translate(${x + width * 0.15} ${y + height * 0.08}) scale(${pulseScale})"><path d="${mark.pulse}" fill="none" stroke="${colors.teal}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>
<path d="M${x - width * 0.08} ${y + height + width * 0.06} L${x + width * 1.08} ${y + height + width * 0.06} L${x + width} ${y + height} L${x} ${y + height} Z" fill="#9fb3c8"/>`
}

/** A phone, its screen a list of readings. */
function phone(x: number, y: number, width: number): string {
  const height = width * 1.9
  const rows = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${x + width * 0.14}" y="${y + height * (0.22 + index * 0.16)}" width="${width * 0.72}" height="${height * 0.1}" rx="${width * 0.05}" fill="${index === 1 ? colors.gold : colors.surfaceTint}"/>`,
    )
    .join("")
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${width * 0.16}" fill="${colors.navyDeep}"/>
<rect x="${x + width * 0.07}" y="${y + width * 0.07}" width="${width * 0.86}" height="${height - width * 0.14}" rx="${width * 0.1}" fill="${colors.white}"/>${rows}`
}

/** A month on a calendar, one day marked. */
function calendar(x: number, y: number, width: number): string {
  const cell = width / 7
  const days = Array.from({ length: 28 }, (_, index) => {
    const cx = x + (index % 7) * cell + cell / 2
    const cy = y + cell * 1.6 + Math.floor(index / 7) * cell
    const marked = index === 17
    return `<circle cx="${cx}" cy="${cy}" r="${cell * (marked ? 0.38 : 0.14)}" fill="${marked ? colors.gold : "#9fb3c8"}"/>`
  }).join("")
  return `<rect x="${x - cell * 0.3}" y="${y}" width="${width + cell * 0.6}" height="${cell * 5.6}" rx="${cell * 0.3}" fill="${colors.white}"/>
<rect x="${x - cell * 0.3}" y="${y}" width="${width + cell * 0.6}" height="${cell}" rx="${cell * 0.3}" fill="${colors.teal}"/>
<rect x="${x + cell * 1.2}" y="${y - cell * 0.4}" width="${cell * 0.3}" height="${cell * 0.8}" rx="${cell * 0.15}" fill="${colors.navy}"/>
<rect x="${x + width - cell * 1.5}" y="${y - cell * 0.4}" width="${cell * 0.3}" height="${cell * 0.8}" rx="${cell * 0.15}" fill="${colors.navy}"/>${days}`
}

/** An institution: a building with columns under a pediment. */
function building(x: number, y: number, width: number): string {
  const height = width * 0.8
  const columns = [0.15, 0.38, 0.62, 0.85]
    .map(
      (at) =>
        `<rect x="${x + width * at - width * 0.05}" y="${y + height * 0.3}" width="${width * 0.1}" height="${height * 0.55}" fill="${colors.surfaceTint}"/>`,
    )
    .join("")
  return `<path d="M${x - width * 0.06} ${y + height * 0.28} L${x + width / 2} ${y} L${x + width * 1.06} ${y + height * 0.28} Z" fill="${colors.gold}"/>
<rect x="${x}" y="${y + height * 0.26}" width="${width}" height="${height * 0.06}" fill="${colors.white}"/>${columns}
<rect x="${x - width * 0.06}" y="${y + height * 0.85}" width="${width * 1.12}" height="${height * 0.1}" rx="${width * 0.02}" fill="${colors.white}"/>`
}

/** Lines joining points, as a network. */
function links(
  points: readonly (readonly [number, number])[],
  pairs: readonly (readonly [number, number])[],
  color: string,
): string {
  return pairs
    .map(
      ([a, b]) =>
        `<line x1="${points[a][0]}" y1="${points[a][1]}" x2="${points[b][0]}" y2="${points[b][1]}" stroke="${color}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>`,
    )
    .join("")
}

type Size = Pick<Illustration, "width" | "height">

function illustration(file: string, size: Size, scene: Scene, body: string): Illustration {
  return { file, ...size, svg: svgDocument(size.width, size.height, scene, body) }
}

/** Beside a page's heading: 16:10, 1600 pixels wide (the slot needs 1200). */
const HERO = { width: 1600, height: 1000 } as const
/** In the Home carousel: 4:3, 1200 pixels wide (the slot needs 960). */
const SLIDE = { width: 1200, height: 900 } as const
/** On an event's card: 16:9, 1200 pixels wide (the slot needs 800). */
const EVENT = { width: 1200, height: 675 } as const

/** Where the people of the community slide stand, linked to each other. */
const COMMUNITY_POINTS = [
  [300, 300],
  [600, 220],
  [900, 320],
  [420, 620],
  [780, 640],
] as const

export const illustrations: readonly Illustration[] = [
  illustration(
    "images/about.jpg",
    HERO,
    DARK,
    `${person(560, 330, 150, colors.tealBright)}${person(800, 290, 160, colors.gold)}${person(1040, 330, 150, colors.tealBright)}
<rect x="300" y="560" width="1000" height="60" rx="30" fill="${colors.white}"/>
<rect x="380" y="620" width="40" height="220" fill="${colors.white}" opacity="0.6"/><rect x="1180" y="620" width="40" height="220" fill="${colors.white}" opacity="0.6"/>
${sheet(430, 470, 150, 100, 4)}${sheet(1010, 470, 150, 100, 4)}${badge(1360, 230, 110)}`,
  ),
  illustration(
    "images/fellowship.jpg",
    HERO,
    DARK,
    `${links(
      [
        [330, 690],
        [800, 420],
        [1270, 690],
        [800, 820],
      ],
      [
        [0, 1],
        [1, 2],
        [0, 3],
        [2, 3],
        [1, 3],
      ],
      colors.tealBright,
    )}${building(200, 560, 260)}${building(1140, 560, 260)}${building(670, 700, 260)}${badge(800, 360, 130)}`,
  ),
  illustration(
    "images/community.jpg",
    HERO,
    DARK,
    `${[260, 500, 740, 980, 1220]
      .map((x, index) => person(x + 60, 380 + (index % 2) * 40, 150, index === 2 ? colors.gold : colors.tealBright))
      .join("")}
${[380, 620, 860, 1100].map((x) => person(x + 60, 640, 150, colors.white)).join("")}
<rect x="${HERO.width - 430}" y="120" width="300" height="140" rx="40" fill="${colors.white}"/><path d="M${HERO.width - 380} 255 l-10 60 l70 -60 Z" fill="${colors.white}"/>
${[0, 1, 2].map((index) => `<circle cx="${HERO.width - 350 + index * 70}" cy="190" r="18" fill="${colors.teal}"/>`).join("")}`,
  ),
  illustration("images/slide-credential.jpg", SLIDE, DARK, badge(600, 450, 250)),
  illustration(
    "images/slide-any-time.jpg",
    SLIDE,
    DARK,
    `${calendar(250, 230, 560)}<circle cx="900" cy="640" r="150" fill="${colors.white}"/><circle cx="900" cy="640" r="120" fill="none" stroke="${colors.navy}" stroke-width="14"/><path d="M900 560 L900 640 L960 680" fill="none" stroke="${colors.gold}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
  illustration("images/slide-modern-practice.jpg", SLIDE, DARK, `${laptop(170, 250, 640)}${phone(860, 300, 200)}`),
  illustration(
    "images/slide-community.jpg",
    SLIDE,
    DARK,
    `${links(
      COMMUNITY_POINTS,
      [
        [0, 1],
        [1, 2],
        [0, 3],
        [3, 4],
        [4, 2],
        [1, 4],
      ],
      colors.gold,
    )}${COMMUNITY_POINTS.map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="95" fill="${colors.navy}"/>${person(x, y - 20, 95, index === 1 ? colors.gold : colors.tealBright)}`,
    ).join("")}`,
  ),
  illustration(
    "images/event-summit.jpg",
    EVENT,
    LIGHT,
    `<rect x="300" y="80" width="600" height="300" rx="16" fill="${colors.navy}"/>
<g transform="translate(400 120) scale(10)"><path d="${mark.pulse}" fill="none" stroke="${colors.tealBright}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>
<rect x="540" y="400" width="120" height="120" rx="10" fill="${colors.teal}"/>${person(600, 350, 80, colors.gold)}
${[160, 320, 480, 720, 880, 1040].map((x) => person(x, 560, 90, colors.navy)).join("")}`,
  ),
  illustration(
    "images/event-chapters.jpg",
    EVENT,
    LIGHT,
    `<path d="M140 420 Q260 160 520 210 Q700 120 860 240 Q1080 260 1060 460 Q980 600 700 560 Q420 620 260 560 Q120 520 140 420 Z" fill="${colors.white}"/>
${[
  [330, 360],
  [560, 300],
  [780, 420],
  [930, 330],
]
  .map(
    ([x, y], index) =>
      `<path d="M${x} ${y + 70} Q${x - 48} ${y + 8} ${x - 48} ${y - 20} A48 48 0 1 1 ${x + 48} ${y - 20} Q${x + 48} ${y + 8} ${x} ${y + 70} Z" fill="${index === 1 ? colors.gold : colors.teal}"/><circle cx="${x}" cy="${y - 20}" r="18" fill="${colors.white}"/>`,
  )
  .join("")}`,
  ),
  illustration(
    "images/event-symposium.jpg",
    EVENT,
    LIGHT,
    `${laptop(290, 110, 620)}
${[
  [360, 170],
  [610, 170],
  [360, 300],
  [610, 300],
]
  .map(
    ([x, y], index) =>
      `<rect x="${x}" y="${y}" width="230" height="115" rx="10" fill="${index === 0 ? colors.teal : colors.navy}"/>${person(x + 115, y + 45, 55, index === 0 ? colors.gold : colors.tealBright)}`,
  )
  .join("")}`,
  ),
  illustration(
    "images/event-networking.jpg",
    EVENT,
    LIGHT,
    `${person(360, 300, 170, colors.navy)}${person(840, 300, 170, colors.teal)}
<rect x="470" y="90" width="260" height="110" rx="40" fill="${colors.white}"/><path d="M520 195 l-20 50 l60 -50 Z" fill="${colors.white}"/>
<rect x="520" y="230" width="220" height="95" rx="36" fill="${colors.gold}"/><path d="M690 320 l30 45 l-70 -45 Z" fill="${colors.gold}"/>
${[0, 1, 2].map((index) => `<circle cx="${545 + index * 55}" cy="145" r="14" fill="${colors.teal}"/>`).join("")}`,
  ),
]
