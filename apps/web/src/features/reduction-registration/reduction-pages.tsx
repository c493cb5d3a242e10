import type { ComponentType } from 'react';
import { ReductionAgreementPage } from './pages/reduction-agreement-page';
import { ReductionConfirmPage } from './pages/reduction-confirm-page';
import { ReductionInfoPage } from './pages/reduction-info-page';
import { ReductionResultPage } from './pages/reduction-result-page';

/** The four steps of the reduction pre-registration, loaded together (one lazy module, decision 123). */
export const reductionPages: Record<'Info' | 'Agreement' | 'Confirm' | 'Result', ComponentType> = {
  Info: ReductionInfoPage,
  Agreement: ReductionAgreementPage,
  Confirm: ReductionConfirmPage,
  Result: ReductionResultPage,
};
