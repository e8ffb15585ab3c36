/**
 * A step's outputs as GitHub's runner reads them from the $GITHUB_OUTPUT file: `name=value` on one
 * line, or GitHub's delimiter form, `name<<DELIMITER`, the value's lines, then the delimiter on a line
 * of its own (what @actions/core's setOutput writes, for a value that may hold a line break).
 */
export function stepOutputs(file: string): Record<string, string> {
  const outputs: Record<string, string> = {}
  const lines = file.split("\n")
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]
    const equals = line.indexOf("=")
    const heredoc = line.indexOf("<<")
    if (equals > 0 && (heredoc < 0 || equals < heredoc)) {
      outputs[line.slice(0, equals)] = line.slice(equals + 1)
    } else if (heredoc > 0) {
      const delimiter = line.slice(heredoc + 2)
      const end = lines.indexOf(delimiter, index + 1)
      if (end < 0) throw new Error(`$GITHUB_OUTPUT: ${line.slice(0, heredoc)}'s value never ends (no ${delimiter})`)
      outputs[line.slice(0, heredoc)] = lines.slice(index + 1, end).join("\n")
      index = end
    }
  }
  return outputs
}
