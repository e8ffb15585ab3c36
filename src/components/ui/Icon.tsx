/**
 * Decorative line icons. They are hidden from assistive technology: every control
 * that shows one also has a text label.
 */
const paths = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronLeft: "M15 5l-7 7 7 7",
  chevronRight: "M9 5l7 7-7 7",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  external: "M14 5h5v5M19 5l-8 8M17 13v6H5V7h6",
  pause: "M8 5v14M16 5v14",
  play: "M7 5l12 7-12 7z",
  menu: "M4 7h16M4 12h16M4 17h16",
  close: "M6 6l12 12M18 6L6 18",
  phone: "M6.6 3h3l1.5 4.5-2.2 1.4a11 11 0 005.2 5.2l1.4-2.2L20 13.4v3a2 2 0 01-2.2 2A16 16 0 014.6 5.2 2 2 0 016.6 3z",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  pin: "M12 21s-7-6.1-7-11.5a7 7 0 0114 0C19 14.9 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  clock: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2",
  shield: "M12 3l7 3v5.5c0 4.6-3 8.3-7 9.5-4-1.2-7-4.9-7-9.5V6z M9 12l2 2 4-4",
  pulse: "M3 12h4l2-5 4 10 2-5h6",
  badge:
    "M12 3l2.6 1.9 3.2-.1 1 3 2.6 1.9-1 3 1 3-2.6 1.9-1 3-3.2-.1L12 21l-2.6-1.9-3.2.1-1-3L2.6 14.3l1-3-1-3 2.6-1.9 1-3 3.2.1zM8.5 12l2.3 2.3 4.7-4.6",
  calendar: "M5 6h14v14H5zM5 10h14M9 3v5M15 3v5",
  document: "M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM16 16l4.5 4.5",
  users:
    "M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 010 6.5M18 14.5c1.8.9 3 2.9 3 5.5",
} as const

export type IconName = keyof typeof paths

interface IconProps {
  readonly name: IconName
  readonly size?: string
}

export function Icon({ name, size = "1.25em" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      css={{ flexShrink: 0, display: "inline-block" }}
    >
      <path d={paths[name]} />
    </svg>
  )
}
