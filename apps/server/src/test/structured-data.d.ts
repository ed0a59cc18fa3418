/** The two packages ship JavaScript without types; these are the parts the tests use (their READMEs). */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    /** Without schema.org's vocabulary only Google's rich-result rules are checked. */
    constructor(schemaOrgJson?: object);
    validate(extracted: object): Promise<object[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): { jsonld: Record<string, object[]>; errors?: object[] } & Record<string, unknown>;
  }
}
