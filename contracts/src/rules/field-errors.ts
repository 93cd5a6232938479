import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';

/** The first message of each failing field of a yup object schema; {} when the values pass. */
export function fieldErrors<T extends AnyObject>(schema: ObjectSchema<T>, values: unknown): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    return errors;
  }
}
