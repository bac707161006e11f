import type { FastifySchemaValidationError } from 'fastify';
import { fieldErrorsFromValidation } from '../../src/lib/field-errors.js';

const issue = (instancePath: string, message: string): FastifySchemaValidationError => ({
  instancePath,
  message,
  keyword: 'custom',
  schemaPath: '#',
  params: {},
});

describe('fieldErrorsFromValidation', () => {
  it('dot-joins the path of each issue and groups the messages per field', () => {
    const errors = fieldErrorsFromValidation([
      issue('/email', 'Please enter a valid email address'),
      issue('/items/0/rate', 'Too small'),
      issue('/items/0/rate', 'Must be a number'),
    ]);

    expect(errors).toEqual({
      email: ['Please enter a valid email address'],
      'items.0.rate': ['Too small', 'Must be a number'],
    });
  });

  it('files an issue without a path under the part of the request that failed', () => {
    expect(fieldErrorsFromValidation([issue('/', 'Expected object')], 'body')).toEqual({ body: ['Expected object'] });
    expect(fieldErrorsFromValidation([issue('', 'Expected object')])).toEqual({ request: ['Expected object'] });
  });
});
