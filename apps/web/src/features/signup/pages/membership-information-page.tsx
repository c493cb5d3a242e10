import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { carNoSchema, type DcItem, generalIdSchema, passwordSchema } from '@parking/shared/accounts/schemas';
import { ko } from '@parking/shared/messages/ko';
import { useReducer, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { showAlert, showConfirm } from '../../../components/dialog/dialog-store';
import { DiscountCheck } from '../../../components/discount-check/discount-check';
import { splitPhone } from '../../../components/phone-verification/phone-parts';
import { controlledParts, PhonePartsInput } from '../../../components/phone-verification/phone-parts-input';
import { PostcodeField } from '../../../components/postcode/postcode-field';
import { ApiError, errorText } from '../../../lib/api-client';
import { setLoggedIn } from '../../../lib/session-store';
import { autoLogin } from '../api/auto-login';
import { checkIdDuplicate } from '../api/id-duplicate';
import { checkMobile } from '../api/mobile-check';
import { signupGeneral } from '../api/signup';
import { IdCheckField } from '../components/id-check-field';
import { SignupSteps } from '../components/signup-steps';
import { idCheckMessage, idCheckPassed, idCheckReducer, initialIdCheck } from '../id-check';
import { type CompletedState, isVerifiedState, useStepState, type VerifiedState } from '../route-state';

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
  const [idCheck, dispatch] = useReducer(idCheckReducer, initialIdCheck);
  const [checkingId, setCheckingId] = useState(false);
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

  const idField = register('empNo', { onChange: () => dispatch({ type: 'edit' }) });

  const runIdCheck = async () => {
    const id = getValues('empNo').trim();
    clearErrors('empNo');
    const parsed = generalIdSchema.safeParse(id);
    if (!parsed.success) {
      dispatch({ type: 'invalid', id });
      setFocus('empNo');
      return;
    }
    setCheckingId(true);
    try {
      const res = await checkIdDuplicate(id);
      dispatch({ type: 'result', id, usedCnt: res.usedCnt });
    } catch (e) {
      await showAlert(errorText(e));
    } finally {
      setCheckingId(false);
    }
  };

  const focusField = (name: string) => document.getElementById(FIELD_IDS[name] ?? name)?.focus();

  const onValid = async (values: FormOut) => {
    // spec 1 §4: validation → id check → mobile check → sign-up → automatic login → completion
    if (!idCheckPassed(idCheck, values.empNo)) {
      setError('empNo', {
        message: idCheckMessage(idCheck.state === 'available' ? 'unchecked' : idCheck.state),
      });
      setFocus('empNo');
      return;
    }
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
      if (e instanceof ApiError && e.code === 'ID_TAKEN')
        dispatch({ type: 'result', id: values.empNo, usedCnt: 1 });
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

  const cancel = async () => {
    if (await showConfirm(t.cancelConfirm)) await navigate('/main');
  };

  return (
    <Stack gap="md" py="xl" maw={880} mx="auto">
      <Title order={1} ta="center">
        {ko.routes.join}
      </Title>
      <SignupSteps steps={ko.accounts.steps.general} current={2} />
      <Text size="sm" c="gray.7">
        {t.requiredNote}
      </Text>
      <form noValidate onSubmit={handleSubmit(onValid)} aria-busy={submitting}>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.accountSection}
            </Title>
            <Stack gap="md">
              <IdCheckField
                inputProps={idField}
                check={idCheck}
                error={errors.empNo?.message}
                hint={t.idHintGeneral}
                checking={checkingId}
                onCheck={() => void runIdCheck()}
              />
              <PasswordInput
                id="signup-password"
                label={t.password}
                description={t.passwordHint}
                required
                maxLength={20}
                autoComplete="new-password"
                error={errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': ko.auth.showPassword }}
                {...register('password')}
              />
              <PasswordInput
                id="signup-password-confirm"
                label={t.passwordConfirm}
                required
                maxLength={20}
                autoComplete="new-password"
                error={errors.passwordCon?.message}
                visibilityToggleButtonProps={{ 'aria-label': ko.auth.showPassword }}
                {...register('passwordCon')}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.memberSection}
            </Title>
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
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.carSection}
            </Title>
            <Stack gap="md">
              <TextInput
                id="signup-car-no"
                label={t.carNo}
                description={t.carNoHint}
                required
                maxLength={12}
                error={errors.empCarNo?.message}
                {...register('empCarNo', { onChange: () => setDiscount(null) })}
              />
              <TextInput
                id="signup-owner"
                label={t.carOwnerNm}
                required
                maxLength={50}
                error={errors.carOwnerNm?.message}
                {...register('carOwnerNm', { onChange: () => setDiscount(null) })}
              />
              <TextInput
                id="signup-car-kind"
                label={t.carKind}
                placeholder={t.carKindPlaceholder}
                maxLength={30}
                error={errors.carKind?.message}
                {...register('carKind')}
              />
              <DiscountCheck
                id="signup-discount"
                getCar={() => ({ carNo: getValues('empCarNo'), carOwnerNm: getValues('carOwnerNm') })}
                value={discount}
                onChange={setDiscount}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md" component="section">
            <Title order={2} fz="lg" mb="md">
              {t.addressSection}
            </Title>
            <PostcodeField
              id="signup-address"
              zipcode={register('zipcode')}
              address={register('addr')}
              detail={register('addrDetail')}
              zipcodeError={errors.zipcode?.message}
              addressError={errors.addr?.message}
              detailError={errors.addrDetail?.message}
              onPick={({ zipcode, address }) => {
                setValue('zipcode', zipcode, { shouldValidate: true });
                setValue('addr', address, { shouldValidate: true });
              }}
            />
          </Paper>
          <Group justify="center" gap="sm">
            <Button variant="default" size="md" miw={140} onClick={() => void cancel()} disabled={submitting}>
              {t.cancel}
            </Button>
            <Button
              type="submit"
              size="md"
              miw={140}
              loading={submitting}
              loaderProps={{ 'aria-label': t.submitting }}
            >
              {t.apply}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
