import { type ErrorBody, type ErrorCode, HEADERS } from '@portico/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, DEFAULT_MESSAGES, isAppError } from '../lib/app-error.js';

/** Status codes Fastify and its plugins raise themselves, mapped onto our codes. */
function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'UNPROCESSABLE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL';
  }
}

/** `/body/password` → `password`; nested paths keep dots (`address.city`). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'request';
}

export function toAppError(error: FastifyError | Error): AppError {
  if (isAppError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    const context = (error as FastifyError).validationContext;
    for (const issue of error.validation) fields[fieldName(issue.instancePath, context)] ??= issue.message;
    return new AppError('VALIDATION_FAILED', undefined, { fields, cause: error });
  }
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return new AppError(code, DEFAULT_MESSAGES[code], { cause: error });
  }
  return new AppError('INTERNAL', undefined, { cause: error });
}

export function errorBody(request: FastifyRequest, error: AppError, detail?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      requestId: request.id,
      ...(detail ? { detail } : {}),
    },
  };
}

function technicalDetail(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    let detail: string | undefined;
    if (appError.statusCode >= 500) {
      request.log.error({ err: isAppError(error) && error.cause ? error.cause : error }, 'request failed');
      // Tenant admins see what went wrong (spec 2 §8 crash screen); nobody else gets internals.
      if (request.candidate?.staff_role === 'admin') {
        detail = technicalDetail(isAppError(error) && error.cause ? error.cause : error);
      }
    } else if (appError.statusCode !== 404) {
      request.log.info(
        { code: appError.code, fields: appError.fields ? Object.keys(appError.fields) : undefined },
        appError.message,
      );
    }
    if (appError.code === 'CSRF_INVALID') reply.header(HEADERS.csrfInvalid, '1');
    reply
      .status(appError.statusCode)
      .type('application/json; charset=utf-8')
      .send(errorBody(request, appError, detail));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`);
    reply.status(404).type('application/json; charset=utf-8').send(errorBody(request, error));
  });
}

export default fp(errorsPlugin, { name: 'portico-errors' });
