/** The parts of an Ajv validation error that the messages below use. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/**
 * The sentence for a failed validation. A union of literals fails with one
 * 'const' issue per option: those are gathered into "x must be one of a, b, c."
 */
export function describeSchemaIssues(issues: readonly SchemaIssue[], dataVar: string): string {
  const [first] = issues;
  if (!first) return `Invalid ${dataVar}.`;
  if (first.keyword === 'const') {
    const options = issues
      .filter((issue) => issue.keyword === 'const' && issue.instancePath === first.instancePath)
      .map((issue) => String(issue.params.allowedValue));
    const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (options.length > 1 && field) return `${field} must be one of ${options.join(', ')}.`;
  }
  return describeSchemaIssue(first, dataVar);
}

/**
 * Turns a schema validation error into a sentence a person can act on
 * ("email must be a valid e-mail address.") instead of validator jargon.
 */
export function describeSchemaIssue(issue: SchemaIssue, dataVar: string): string {
  const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { params } = issue;
  const subject = field || (dataVar === 'body' ? 'The request body' : dataVar);
  switch (issue.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required.`;
    case 'additionalProperties':
      return `${String(params.additionalProperty)} is not an accepted field.`;
    case 'format':
      return params.format === 'email' ? `${subject} must be a valid e-mail address.` : `${subject} must be a valid ${String(params.format)}.`;
    case 'minLength':
      return params.limit === 1 ? `${subject} must not be empty.` : `${subject} must be at least ${String(params.limit)} characters.`;
    case 'maxLength':
      return `${subject} must be at most ${String(params.limit)} characters.`;
    case 'minimum':
      return `${subject} must be at least ${String(params.limit)}.`;
    case 'maximum':
      return `${subject} must be at most ${String(params.limit)}.`;
    case 'minItems':
      return `${subject} must have at least ${String(params.limit)} items.`;
    case 'maxItems':
      return `${subject} must have at most ${String(params.limit)} items.`;
    case 'type':
      return field ? `${subject} must be ${article(String(params.type))}.` : `${subject} must be a JSON ${String(params.type)}.`;
    case 'pattern':
      return `${subject} is not in the expected format.`;
    case 'const':
    case 'enum':
    case 'anyOf':
    case 'oneOf':
      return `${subject} is not one of the accepted values.`;
    default:
      return `${subject} ${issue.message ?? 'is invalid'}.`;
  }
}

function article(type: string): string {
  const readable = type.replace(/,/g, ' or ');
  return /^[aeiou]/.test(readable) ? `an ${readable}` : `a ${readable}`;
}
