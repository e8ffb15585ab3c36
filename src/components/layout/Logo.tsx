import { colors } from "../../styles/theme"

/** The board's mark: a pulse line across a shield-like tile. Decorative; the link beside it carries the name. */
export function Logo({ size = "2.5rem" }: { readonly size?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 40 40" width={size} height={size} css={{ flexShrink: 0 }}>
      <rect width="40" height="40" rx="10" fill={colors.navy} />
      <path
        d="M5 21h8l3-8 6 16 4-11 2 3h7"
        fill="none"
        stroke={colors.white}
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="33" cy="10" r="3.5" fill={colors.gold} />
    </svg>
  )
}
