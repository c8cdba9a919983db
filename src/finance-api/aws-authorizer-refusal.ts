/**
 * A 500 that AWS API Gateway wrote because its authorizer failed. A REST API's custom (Lambda) or
 * Cognito authorizer runs before the gateway calls its integration, and the gateway's response
 * types say so: AUTHORIZER_CONFIGURATION_ERROR (500) is its answer when it could not reach the
 * authorizer, AUTHORIZER_FAILURE (500) when the authorizer failed to authenticate the caller.
 * Either way the finance system behind the integration was never called. The gateway names the
 * kind of its own error in `x-amzn-ErrorType`, and that header, not the body, is what is read: the
 * body of a gateway response may be rewritten by the API's owner, and `{"message":null}` or
 * `{"message":"Internal server error"}` alone is also what the gateway answers for an integration
 * that failed after running (DEFAULT_5XX, API_CONFIGURATION_ERROR: `InternalServerErrorException`,
 * in doubt). Only a 500 is read: a gateway response whose status was changed stays with the status.
 * A hop in front (read-hop-sign.ts) keeps it in doubt, as for a proxy's own 503. Pure.
 */
import type { GatewayFault } from './gateway-fault.js';
import type { Answer } from './read-json-answer.js';

/** `x-amzn-ErrorType` values that name the authorizer step, before the integration. */
const AUTHORIZER_ERROR_TYPES = new Set(['AuthorizerConfigurationException', 'AuthorizerFailureException']);

/** The refusal of a 500 AWS API Gateway wrote when its authorizer failed, or undefined when the answer is not one. */
export function readAwsAuthorizerRefusal(answer: Answer): GatewayFault | undefined {
  if (answer.status !== 500 || answer.unread !== undefined) return undefined;
  // The gateway may add `:<link>` after the type; the type is the part before it.
  const type = (answer.headers.get('x-amzn-errortype') ?? '').split(':')[0]!.trim();
  if (!AUTHORIZER_ERROR_TYPES.has(type)) return undefined;
  return {
    kind: 'authorizer-refused',
    faultstring: "AWS API Gateway's authorizer failed, before its integration",
    errorcode: `x-amzn-ErrorType: ${type}`,
  };
}
