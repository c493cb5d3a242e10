import { domainKey, toWire } from '@parking/shared/common/wire-names';
import { ko } from '@parking/shared/messages/ko';
import { needsProofDocument, reductionApplySchema } from '@parking/shared/reduction-registration/schemas';
import { type FormEvent, useState } from 'react';
import { useDiscountList } from '../../../components/lot-data/discount-list-query';
import {
  checkPhoneParts,
  EMPTY_PHONE,
  joinPhone,
  type PhoneParts,
} from '../../../components/phone-verification/phone-parts';
import { controlledParts, PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { usePhoneVerification } from '../../../components/phone-verification/use-phone-verification';
import {
  RequestCodeButton,
  VerificationCodeSection,
} from '../../../components/phone-verification/verification-steps';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { FileInput } from '../../../components/ui/file-input/file-input';
import { ApiError, errorText } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { applyReduction } from '../api/apply-reduction';
import { ReductionFrame, useStepState } from '../components/reduction-parts';

const t = ko.reductionRegistration.confirm;
/** Refusals shown on the result step ("why not"); other errors are alerted here. */
const REFUSALS = new Set(['REDUCTION_OWNER_MISMATCH', 'REDUCTION_NOT_ELIGIBLE']);
type Errors = Partial<Record<'plate' | 'carOwnerNm' | 'discountCd' | 'proof' | 'mobile', string>>;

/**
 * /reductionconfirm: car, owner and category, the applicant's phone verified by SMS (the shared verification
 * component), a proof document when the category needs one; the server checks eligibility and registers.
 */
export function ReductionConfirmPage() {
  const state = useStepState(() => true);
  const navigate = useNavigate();
  const codes = useDiscountList();
  const [plate, setPlate] = useState('');
  const [owner, setOwner] = useState('');
  const [discountCd, setDiscountCd] = useState('');
  const [phone, setPhone] = useState<PhoneParts>(EMPTY_PHONE);
  const [verifiedPhone, setVerifiedPhone] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const verification = usePhoneVerification({ purpose: 'REDUCTION', onExpire: () => setPhone(EMPTY_PHONE) });
  if (!state) return null;
  const proof = needsProofDocument(discountCd);

  const requestCode = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkPhoneParts(phone);
    if (problem) {
      setErrors({
        ...errors,
        mobile: problem.problem === 'required' ? ko.accounts.v.phoneRequired : ko.accounts.v.phoneInvalid,
      });
      document.getElementById(`reduction-mobile-${problem.index + 1}`)?.focus();
      return;
    }
    setErrors({ ...errors, mobile: undefined });
    if (await verification.send(joinPhone(phone)))
      setTimeout(() => document.getElementById(verification.codeId)?.focus(), 0);
  };
  const confirmCode = async () => {
    if (await verification.confirm()) {
      setVerifiedPhone(joinPhone(phone));
      verification.reset();
      await showAlert(t.verified);
    }
  };

  const submit = async () => {
    const values = {
      plate,
      carOwnerNm: owner,
      discountCd,
      mobile: verifiedPhone ?? joinPhone(phone),
      agreeYn: 'Y',
    };
    const parsed = reductionApplySchema.safeParse(toWire(values));
    const next: Errors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = domainKey(String(issue.path[0])) as keyof Errors;
      next[key] ??= issue.message;
    }
    if (!verifiedPhone) next.mobile ??= t.needVerify;
    if (proof && !file) next.proof = t.proofRequired;
    setErrors(next);
    // each message under its field, the focus on the first wrong one, no modal (decision 193)
    const first = (['plate', 'carOwnerNm', 'discountCd', 'proof', 'mobile'] as const).find((k) => next[k]);
    if (first) {
      document.getElementById(first === 'mobile' ? 'reduction-mobile-1' : `reduction-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await applyReduction(
        { plate, carOwnerNm: owner, discountCd, mobile: verifiedPhone ?? '' },
        proof ? file : null,
      );
      await navigate('/reductionresult', { state: { agreed: true, result: res.result } });
    } catch (e) {
      if (e instanceof ApiError && REFUSALS.has(e.code)) {
        await navigate('/reductionresult', {
          state: { agreed: true, refused: { message: e.message, plate } },
        });
      } else await showAlert(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof Errors) => ({ id: `reduction-${key}`, error: errors[key], withAsterisk: true });
  return (
    <ReductionFrame step={2} title={t.title}>
      <Text>{t.lead}</Text>
      <Stack gap="md" maw={560}>
        <TextInput
          {...field('plate')}
          label={t.plate}
          placeholder={t.carNoPlaceholder}
          value={plate}
          maxLength={12}
          onChange={(e) => setPlate(e.currentTarget.value)}
        />
        <TextInput
          {...field('carOwnerNm')}
          label={t.owner}
          value={owner}
          maxLength={50}
          onChange={(e) => setOwner(e.currentTarget.value)}
        />
        <NativeSelect
          {...field('discountCd')}
          label={t.type}
          value={discountCd}
          onChange={(e) => setDiscountCd(e.currentTarget.value)}
          data={[
            { value: '', label: t.typePlaceholder },
            ...(codes.data ?? [])
              .filter((d) => d.code !== 'DC001')
              .map((d) => ({ value: d.code, label: d.codeNm })),
          ]}
        />
        {proof && (
          <FileInput
            id="reduction-proof"
            label={t.proof}
            required
            value={file}
            onChange={(f) => {
              setFile(f);
              setErrors({ ...errors, proof: undefined });
            }}
            description={t.proofHint}
            error={errors.proof}
          />
        )}
        <form noValidate onSubmit={(e) => void requestCode(e)}>
          <Stack gap="xs">
            <PhonePartsInput
              id="reduction-mobile"
              label={t.mobile}
              parts={controlledParts(phone, (p) => {
                setPhone(p);
                setVerifiedPhone(null);
              })}
              required
              error={errors.mobile}
              description={verifiedPhone ? t.verified : undefined}
              readOnly={verification.sent}
            />
            {!verifiedPhone && <RequestCodeButton verification={verification} checking={false} />}
          </Stack>
        </form>
        <VerificationCodeSection verification={verification} onConfirm={() => void confirmCode()} />
        <Group justify="center" mt="md">
          <Button variant="default" onClick={() => void navigate('/reductioninfo')}>
            {t.cancel}
          </Button>
          <Button onClick={() => void submit()} loading={busy} loaderProps={{ 'aria-label': t.submitting }}>
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </ReductionFrame>
  );
}
