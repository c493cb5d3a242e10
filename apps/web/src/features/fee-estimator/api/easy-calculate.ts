import { type Domain, toWire } from '@parking/shared/common/wire-names';
import {
  type EasyCalculateRequest,
  type EasyCalculateResponse,
  easyCalculateResponseSchema,
} from '@parking/shared/lots/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/fee/easyCalculate.json (form): the server's fee engine prices a stay; amounts never come from here. */
export function easyCalculate(body: Domain<EasyCalculateRequest>): Promise<EasyCalculateResponse> {
  return api.post('/api/fee/easyCalculate.json', toWire(body), { schema: easyCalculateResponseSchema });
}

export function useEasyCalculate() {
  return useMutation({ mutationFn: easyCalculate });
}
