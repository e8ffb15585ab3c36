import { colors } from "../../styles/theme"

/**
 * A decorative digital badge beside the hero text on wide screens (or beside a slide that has no
 * picture of its own, when others do). Hidden from assistive technology.
 */
export function CredentialBadge({ credential, id = "badge" }: { readonly credential: string; readonly id?: string }) {
  // Each badge on a page names its gradient apart, since an id is the page's once.
  const ring = `${id}-ring`
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 240 240"
      width="280"
      height="280"
      css={{ maxWidth: "100%", height: "auto" }}
    >
      <defs>
        <linearGradient id={ring} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={colors.gold} />
          <stop offset="1" stopColor={colors.goldDeep} />
        </linearGradient>
      </defs>
      <circle
        cx="120"
        cy="120"
        r="112"
        fill="rgba(255,255,255,0.06)"
        stroke="rgba(255,255,255,0.25)"
        strokeWidth="2"
        strokeDasharray="4 8"
      />
      <path
        d="M120 28l19 14 23-1 8 22 19 14-8 22 8 22-19 14-8 22-23-1-19 14-19-14-23 1-8-22-19-14 8-22-8-22 19-14 8-22 23 1z"
        fill={`url(#${ring})`}
      />
      <circle cx="120" cy="120" r="62" fill={colors.navy} stroke={colors.white} strokeWidth="3" />
      <path
        d="M72 126h18l8-20 14 36 10-26 6 10h40"
        fill="none"
        stroke={colors.tealBright}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="120"
        y="104"
        textAnchor="middle"
        fill={colors.white}
        fontSize="30"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
      >
        {credential}
      </text>
    </svg>
  )
}
