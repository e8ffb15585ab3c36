import { colors, fontSizes, fontWeights, radii, space } from "../../styles/theme"

/** The yearly membership fee, set large so it is found at a glance. */
export function MembershipPrice({ price }: { readonly price: string }) {
  return (
    <p
      css={{
        justifySelf: "start",
        padding: `${space.sm} ${space.lg}`,
        borderRadius: radii.md,
        background: colors.navy,
        color: colors.white,
        fontSize: fontSizes.xxl,
        fontWeight: fontWeights.bold,
      }}
    >
      {price}
    </p>
  )
}
