/**
 * The words of the activation screens: the validators' message keys (spec 001 §5), the error
 * codes (spec 001 §8), field, step and entity-type labels, all through Lingui.
 */
import { useLingui } from "@lingui/react/macro";
import { useCallback } from "react";
import type { ActivationErrorKey } from "../../domain/activation/errors.ts";
import type { ActivationMessageKey } from "../../domain/activation/validators.ts";
import type { EntityType, StepKey } from "../../domain/activation/variants.ts";

export function useActivationText() {
  const { t } = useLingui();
  const message = useCallback(
    (key: ActivationMessageKey): string => {
      const texts: Record<ActivationMessageKey, string> = {
        required: t`This field is required.`,
        invalidEmail: t`Enter a valid e-mail address.`,
        invalidNpwp: t`Enter a valid NPWP number.`,
        maxLength: t`This is too long.`,
        invalidUrl: t`Enter a valid website address starting with https://.`,
        bankAccountNumeric: t`The bank account number must contain digits only.`,
        postalCodeTooLong: t`The postal code is too long.`,
        postalCodeTooShort: t`The postal code is too short.`,
        numeric: t`Use digits only.`,
        npwpLength: t`The NPWP number must have 15 or 16 digits.`,
        ktpLength: t`The KTP number must have 16 digits.`,
        mobileLength: t`The mobile number must have 8 to 13 digits.`,
        mobileLeadingZero: t`Leave out the leading 0 of the mobile number.`,
        alphanumeric: t`Use letters and digits only.`,
        tinMinLength: t`The TIN must have at least 12 digits.`,
        invalidBankAccountName: t`Enter the account name as shown by the bank (letters only).`,
        businessTaxIdLength: t`The business tax ID must have 15 or 16 digits.`,
        invalidTin: t`Enter a valid TIN.`,
        invalidSec: t`Enter a valid 9-digit SEC registration number.`,
        invalidSecYear: t`The registration date cannot be after this year.`,
        passportLength: t`The passport number must have 8 or 9 characters.`,
        websiteOrProof: t`Enter a website or upload a proof of business.`,
        entityTypeRequired: t`Choose your business type.`,
        documentsMissing: t`Upload the documents marked as required.`,
      };
      return texts[key];
    },
    [t],
  );
  const errorText = useCallback(
    (key: ActivationErrorKey): string => {
      const texts: Record<ActivationErrorKey, string> = {
        duplicateProductApplication: t`This activation form was already submitted.`,
        nameSimilarityMismatch: t`The name in the NPWP does not match the legal name.`,
        npwpValidationMismatch: t`NPWP validation failed. Check the number.`,
        badWebsite: t`Make sure the website is live.`,
        blacklistedWebsite: t`This website cannot be accepted. Use another website or upload a proof of business.`,
        unaccessibleWebsite: t`We could not open this website. Make sure it is public.`,
        customerDataNotFound: t`We could not find this customer data.`,
        duplicatedCustomerData: t`This customer data already exists.`,
        resubmitInTenSeconds: t`Please wait ten seconds before submitting again.`,
        unexpectedError: t`Something went wrong on our side. Please try again.`,
      };
      return texts[key];
    },
    [t],
  );
  const stepLabel = useCallback(
    (step: StepKey): string =>
      ({
        entity: t`Business type`,
        business: t`Business details`,
        establishment: t`Permit and bank`,
        persons: t`People`,
        documents: t`Documents`,
        review: t`Review and submit`,
      })[step],
    [t],
  );
  const entityLabel = useCallback(
    (entity: EntityType): string =>
      ({
        "Indonesian Entity": t`Indonesian company (PT, CV and others)`,
        "Indonesian Individual": t`Indonesian individual`,
        "Foreign Entity": t`Foreign company`,
        "Foreign Individual": t`Foreign individual`,
        "PH:Corporation": t`Corporation`,
        "PH:Partnership": t`Partnership`,
        "PH:Sole Proprietorship": t`Sole proprietorship`,
        "PH:Individual": t`Individual`,
        "Foreign:Corporation": t`Foreign corporation`,
      })[entity],
    [t],
  );
  const fieldLabel = useCallback(
    (key: string): string => {
      const labels: Record<string, string> = {
        legal_name: t`Legal business name`,
        business_description: t`What does your business sell?`,
        website: t`Website`,
        legal_address: t`Legal address (as registered)`,
        street_line_1: t`Street address`,
        street_line_2: t`Street address line 2 (optional)`,
        state: t`Province or state`,
        city: t`City`,
        postal_code: t`Postal code`,
        npwp: t`Company NPWP number`,
        nib: t`NIB number`,
        company_type: t`Company type`,
        business_registration_number: t`Business registration number`,
        business_tax_id: t`Business tax ID (optional)`,
        sec_registration_number: t`SEC registration number`,
        sec_registration_date: t`SEC registration date`,
        dti_registration_number: t`DTI registration number (optional)`,
        tin: t`TIN`,
        bank: t`Bank`,
        account_name: t`Account holder name`,
        account_number: t`Account number`,
        role: t`Role in the business`,
        full_name: t`Full name`,
        email: t`E-mail address`,
        mobile_number: t`Mobile number`,
        country_of_birth: t`Country of birth or citizenship`,
        passport_number: t`Passport number`,
        ktp_number: t`KTP number`,
        npwp_number: t`Personal NPWP number (optional)`,
      };
      return labels[key] ?? key;
    },
    [t],
  );
  return { message, errorText, stepLabel, entityLabel, fieldLabel };
}
