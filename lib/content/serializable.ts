/** A copy without undefined optionals, which getStaticProps cannot serialise. */
export const serializable = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
