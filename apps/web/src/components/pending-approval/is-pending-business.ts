/** A business member not yet approved (spec 1 §1: ROLE_ANONYMOUS, category BSN). */
export function isPendingBusiness(s: { isLogin: boolean; authorCode: string; empDiv: string }): boolean {
  return s.isLogin && s.empDiv === 'BSN' && s.authorCode === 'ROLE_ANONYMOUS';
}
