/** A failure the user can mend, said in one line naming the flag or variable at fault: printed as `pdn: <message>`, exit 1. */
export class CliError extends Error {}
