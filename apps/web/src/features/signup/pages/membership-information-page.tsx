import { zodResolver } from '@hookform/resolvers/zod';
import { carNoSchema, type DcItem, generalIdSchema, passwordSchema } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { AddressSection } from '../../../components/account-fields/address-section';
import { CarFields } from '../../../components/account-fields/car-fields';
import { FormSection } from '../../../components/account-fields/form-section';
import { splitPhone } from '../../../components/phone-verification/phone-parts';
import { controlledParts, PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { Stack, TextInput } from '../../../components/ui/core';
import { showAlert } from '../../../components/ui/dialog/dialog-store';
import { ApiError, errorText } from '../../../lib/api-client';
import { useNavigate } from '../../../lib/router';
import { setLoggedIn } from '../../../lib/session-store';
import { autoLogin } from '../api/auto-login';
import { checkMobile } from '../api/mobile-check';
import { signupGeneral } from '../api/signup';
import { AccountSection } from '../components/account-section';
import { SignupFormFrame } from '../components/signup-form-frame';
import { type CompletedState, isVerifiedState, useStepState, type VerifiedState } from '../route-state';
import { useIdCheck } from '../use-id-check';

const v = ko.accounts.v;
const t = ko.accounts.signup;

const required = (max: number) => z.string().trim().min(1, v.required).max(max, ko.validation.tooLong(max));

/** The form of step 3, built from the shared field schemas (spec 1 §5). */
export const generalInfoFormSchema = z
  .object({
    empNo: generalIdSchema,
    password: passwordSchema,
    passwordCon: z.string().min(1, v.required),
    empCarNo: carNoSchema,
    carOwnerNm: required(50),
    carKind: z.string().trim().max(30, ko.validation.tooLong(30)),
    zipcode: z
      .string()
      .trim()
      .refine((s) => s === '' || /^\d{5}$/.test(s), v.zipcode),
    addr: z.string().trim().max(200, ko.validation.tooLong(200)),
    addrDetail: z.string().trim().max(200, ko.validation.tooLong(200)),
  })
  .superRefine((val, ctx) => {
    if (val.passwordCon !== '' && val.passwordCon !== val.password)
      ctx.addIssue({ code: 'custom', path: ['passwordCon'], message: v.passwordConfirm });
  });
type FormIn = z.input<typeof generalInfoFormSchema>;
type FormOut = z.output<typeof generalInfoFormSchema>;

const FIELD_IDS: Record<string, string> = {
  empNo: 'signup-id',
  password: 'signup-password',
  passwordCon: 'signup-password-confirm',
  empCarNo: 'signup-car-no',
  carOwnerNm: 'signup-owner',
  carKind: 'signup-car-kind',
  zipcode: 'signup-address-zipcode',
  addr: 'signup-address-address',
  addrDetail: 'signup-address-detail',
};

/** /membershipinfomation: general sign-up step 3 (spec 1 §2.7, §4, §5). */
export function MembershipInformationPage() {
  const state = useStepState(isVerifiedState);
  if (!state) return null;
  return <InformationForm verified={state} />;
}

function InformationForm({ verified }: { verified: VerifiedState }) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [discount, setDiscount] = useState<DcItem | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    setError,
    clearErrors,
    setFocus,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(generalInfoFormSchema),
    defaultValues: {
      empNo: '',
      password: '',
      passwordCon: '',
      empCarNo: '',
      carOwnerNm: '',
      carKind: '',
      zipcode: '',
      addr: '',
      addrDetail: '',
    },
  });
  const id = useIdCheck(generalIdSchema, {
    get: () => getValues('empNo'),
    clearError: () => clearErrors('empNo'),
    setError: (message) => setError('empNo', { message }),
    focus: () => setFocus('empNo'),
  });

  const focusField = (name: string) => document.getElementById(FIELD_IDS[name] ?? name)?.focus();

  const onValid = async (values: FormOut) => {
    // spec 1 §4: validation → id check → mobile check → sign-up → automatic login → completion
    if (!id.requireIdChecked(values.empNo)) return;
    setSubmitting(true);
    try {
      const mobile = await checkMobile(verified.empMobile);
      if (!mobile.result) {
        setSubmitting(false);
        await showAlert(ko.accounts.mobileTaken);
        return;
      }
      await signupGeneral({
        empNo: values.empNo,
        password: values.password,
        passwordCon: values.passwordCon,
        empNm: verified.empNm,
        carOwnerNm: values.carOwnerNm,
        empCarNo: values.empCarNo,
        carKind: values.carKind,
        empMobile: verified.empMobile,
        zipcode: values.zipcode,
        addr: values.addr,
        addrDetail: values.addrDetail,
        discountCd: discount?.dcCode,
      });
    } catch (e) {
      setSubmitting(false);
      const fields = e instanceof ApiError ? e.fieldErrors : undefined;
      const first = fields ? Object.keys(fields).find((k) => k in FIELD_IDS) : undefined;
      if (fields && first) {
        for (const [k, msgs] of Object.entries(fields))
          if (k in FIELD_IDS) setError(k as keyof FormIn, { message: msgs[0] ?? ko.validation.invalid });
        focusField(first);
        return;
      }
      if (e instanceof ApiError && e.code === 'ID_TAKEN') id.taken(values.empNo);
      await showAlert(errorText(e));
      return;
    }
    try {
      const login = await autoLogin(values.empNo, values.password);
      setLoggedIn(login.loginVO);
      await navigate('/membershipcompletion', {
        replace: true,
        state: { completed: true, empNm: verified.empNm } satisfies CompletedState,
      });
    } catch (e) {
      setSubmitting(false);
      await showAlert(errorText(e));
      await navigate('/loginmain', { replace: true });
    }
  };

  const resetDiscount = { onChange: () => setDiscount(null) };

  return (
    <SignupFormFrame
      title={ko.routes.join}
      steps={ko.accounts.steps.general}
      current={2}
      onSubmit={handleSubmit(onValid)}
      submitting={submitting}
    >
      <AccountSection
        passwordId="signup-password"
        hint={t.idHintGeneral}
        check={id}
        inputs={{
          id: register('empNo', { onChange: id.edited }),
          password: register('password'),
          confirm: register('passwordCon'),
        }}
        errors={{
          id: errors.empNo?.message,
          password: errors.password?.message,
          confirm: errors.passwordCon?.message,
        }}
      />
      <FormSection title={t.memberSection}>
        <Stack gap="md">
          <TextInput id="signup-name" label={t.name} value={verified.empNm} readOnly required />
          <PhonePartsInput
            id="signup-mobile"
            label={t.mobile}
            required
            readOnly
            parts={controlledParts(splitPhone(verified.empMobile), () => {})}
          />
        </Stack>
      </FormSection>
      <CarFields
        idPrefix="signup"
        carNoMaxLength={12}
        required
        inputs={{
          plate: register('empCarNo', resetDiscount),
          owner: register('carOwnerNm', resetDiscount),
          kind: register('carKind'),
        }}
        errors={{
          plate: errors.empCarNo?.message,
          owner: errors.carOwnerNm?.message,
          kind: errors.carKind?.message,
        }}
        getCar={() => ({ plate: getValues('empCarNo'), carOwnerNm: getValues('carOwnerNm') })}
        discount={discount}
        onDiscount={setDiscount}
      />
      <AddressSection
        id="signup-address"
        names={{ zipcode: 'zipcode', address: 'addr', detail: 'addrDetail' }}
        register={register}
        setValue={setValue}
        errors={errors}
      />
    </SignupFormFrame>
  );
}
