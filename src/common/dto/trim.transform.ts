/** class-transformer `@Transform` that trims strings (and leaves everything else alone). */
export const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);
