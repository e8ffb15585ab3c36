import { mark, MARK_SIZE } from "../../brand/mark"
import { colors } from "../../styles/theme"

/** The board's mark: a pulse line across a shield-like tile. Decorative; the link beside it carries the name. */
export function Logo({ size = "2.5rem" }: { readonly size?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${MARK_SIZE} ${MARK_SIZE}`}
      width={size}
      height={size}
      css={{ flexShrink: 0 }}
    >
      <rect width={MARK_SIZE} height={MARK_SIZE} rx={mark.tileRadius} fill={colors.navy} />
      <path
        d={mark.pulse}
        fill="none"
        stroke={colors.white}
        strokeWidth={mark.pulseWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={mark.dot.cx} cy={mark.dot.cy} r={mark.dot.r} fill={colors.gold} />
    </svg>
  )
}
