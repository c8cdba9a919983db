/**
 * How the sandbox answers a status request for an instance id it does not know. The spec leaves
 * the answer for an unknown id unshown, so a client must take every reasonable one as "no such
 * invoice": tests pick each here.
 */
import { EMPTY_ERP_DETAILS } from '../finance-api/status-response-schema.js';
import { unknownInstanceResponse } from './build-status-response.js';
import { errorBody } from './sandbox-http.js';

/**
 * - `retcode`: HTTP 200, E_RETCODE 4 and an E_MESSAGE, like every other refusal of the back-end
 * - `not-found`: HTTP 404 with a gateway-style JSON error body
 * - `empty`: HTTP 200, E_RETCODE 0, every E_STATUS field an empty string, empty tables
 * - `bare`: HTTP 200 with `{"E_RETCODE":0,"E_MESSAGE":""}` and nothing else
 */
export const UNKNOWN_INSTANCE_ANSWERS = ['retcode', 'not-found', 'empty', 'bare'] as const;
export type UnknownInstanceAnswer = (typeof UNKNOWN_INSTANCE_ANSWERS)[number];

/** The answer to a status request for `instanceId`, unknown for the reason `why`. */
export function answerUnknownInstance(
  instanceId: string,
  why: string,
  mode: UnknownInstanceAnswer,
): { status: number; json: unknown } {
  switch (mode) {
    case 'retcode':
      return { status: 200, json: unknownInstanceResponse(instanceId, why) };
    case 'not-found':
      return { status: 404, json: errorBody(404, why) };
    case 'empty':
      return {
        status: 200,
        json: {
          E_RETCODE: 0,
          E_MESSAGE: '',
          E_ERP_DETAILS: { ...EMPTY_ERP_DETAILS },
          E_STATUS: Object.fromEntries(
            ['INV_INSTNC_ID', 'OBJ_TYPE', 'RECEIVED_ON_DATE', 'CURRNT_STS', 'STS_DESCR', 'CREATED_ON', 'TIMESTAMP']
              .concat(['EBELN', 'SYSTEM_ID'])
              .map((field) => [field, '']),
          ),
          T_APPROVAL: { item: [] },
          T_APP_WORKFLOW: { item: [] },
          T_CODING: {},
          T_HISTORY: {},
          T_INBOX: {},
        },
      };
    case 'bare':
      return { status: 200, json: { E_RETCODE: 0, E_MESSAGE: '' } };
  }
}
