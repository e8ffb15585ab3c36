import type { ReactNode } from "react"
import { sizes, space, mq } from "../../styles/theme"

/** Centres content at a readable width, with side padding that grows with the screen. */
export function Container({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  return (
    <div
      className={className}
      css={{
        width: "100%",
        maxWidth: sizes.content,
        marginInline: "auto",
        paddingInline: space.md,
        [mq.md]: { paddingInline: space.xl },
      }}
    >
      {children}
    </div>
  )
}
