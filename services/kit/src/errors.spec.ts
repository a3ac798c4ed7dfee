import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { AppException, toErrorBody, validationException } from './errors';

describe('toErrorBody', () => {
  it('keeps an AppException code, status, message and details', () => {
    const body = toErrorBody(new AppException(409, 'EMAIL_TAKEN', 'Taken', { field: 'email' }));
    expect(body).toEqual({
      success: false,
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: 'Taken',
      details: { field: 'email' },
    });
  });

  it('maps Nest HTTP exceptions to a code by status', () => {
    expect(toErrorBody(new ForbiddenException('no'))).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'no',
    });
    expect(toErrorBody(new BadRequestException(['a', 'b']))).toMatchObject({ statusCode: 400, message: 'a; b' });
  });

  it('answers 400 for a Fastify JSON parse error, not 500', () => {
    const parseError = Object.assign(new SyntaxError('Unexpected token } in JSON'), {
      statusCode: 400,
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
    expect(toErrorBody(parseError)).toMatchObject({
      statusCode: 400,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON',
    });
  });

  it('hides the detail of an unknown error behind a 500', () => {
    const body = toErrorBody(new Error('password=hunter2 leaked'));
    expect(body).toEqual({ success: false, statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
  });
});

describe('validationException', () => {
  it('collects messages per field, nested fields by path', () => {
    const error = validationException([
      { property: 'email', constraints: { isEmail: 'email must be an email' }, children: [] },
      {
        property: 'address',
        children: [{ property: 'postcode', constraints: { isNotEmpty: 'postcode should not be empty' }, children: [] }],
      },
    ]);
    expect(error.getStatus()).toBe(400);
    expect(error.toBody()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid input: email must be an email',
      details: { fields: { email: ['email must be an email'], 'address.postcode': ['postcode should not be empty'] } },
    });
  });
});
