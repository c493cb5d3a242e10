import type { LoginVO } from '@parking/shared/auth/schemas';

/** A member as GET /api/session or the login answer describes it (a general member unless overridden). */
export function loginVO(overrides: Partial<LoginVO> = {}): LoginVO {
  return {
    authorCode: 'ROLE_USER',
    empDiv: 'USR',
    empNo: 'citizen1',
    empNm: '시민',
    empMobile: '',
    empCarNo: '',
    zipcode: '',
    address: '',
    addressDetail: '',
    marketYn: 'N',
    empEsntlId: 'USR_1',
    ...overrides,
  };
}
