/**
 * The words of card administration (en + id through Lingui): decline and fraud codes of spec
 * 002 §8 with a title and a description each (any other code: the generic unexpected error),
 * ECI / CVN / AVS explanations (spec 002 §3), transaction sources, token types, card features.
 */
import { useLingui } from "@lingui/react/macro";
import type { CardErrorCode, CardFeature, TokenType, TransactionSource } from "../../domain/cards/card-facts.ts";
import {
  type AvsOutcome,
  avsOutcome,
  type CvnOutcome,
  cardErrorOf,
  cvnOutcome,
  type EciOutcome,
  eciOutcome,
} from "../../domain/cards/card-rules.ts";

export type ErrorText = { title: string; description: string };

/** Title and description of a card error code (spec 002 §8); unknown codes read as the unexpected error. */
export function useCardErrorText(): (code: string | null | undefined) => ErrorText {
  const { t } = useLingui();
  const texts: Record<CardErrorCode | "UNEXPECTED", ErrorText> = {
    EXPIRED_CARD: {
      title: t`Card expired`,
      description: t`The card is past its expiry date. Ask the customer to pay with another card.`,
    },
    STOLEN_CARD: {
      title: t`Card reported stolen`,
      description: t`The issuing bank reported this card as stolen. Do not retry; consider blocking the card.`,
    },
    INACTIVE_CARD: {
      title: t`Card inactive`,
      description: t`The card is not active for online payments. The customer should contact their bank.`,
    },
    INVALID_CVN: {
      title: t`Wrong security code`,
      description: t`The CVN (the 3 or 4 digits on the card) did not match. Ask the customer to check it and try again.`,
    },
    CARD_DECLINED: {
      title: t`Card declined`,
      description: t`The issuing bank declined the payment without a reason. The customer should contact their bank.`,
    },
    BIN_BLOCK: {
      title: t`Card range blocked`,
      description: t`The card's first 6 digits (BIN) are on your block list. Remove the BIN from the list to accept it.`,
    },
    "3DS_REQUIRED": {
      title: t`3-D Secure required`,
      description: t`The bank asks for 3-D Secure authentication for this card. Retry with authentication.`,
    },
    CVN_REQUIRED: {
      title: t`Security code required`,
      description: t`This payment needs the card's CVN. Retry with the security code.`,
    },
    INSUFFICIENT_BALANCE: {
      title: t`Insufficient balance`,
      description: t`The card's balance or credit limit is too low for this amount.`,
    },
    FRAUD_GUARD_BLOCKED: {
      title: t`Blocked by fraud prevention`,
      description: t`Your fraud rules or block lists stopped this payment as too risky.`,
    },
    UNEXPECTED: {
      title: t`Unexpected error`,
      description: t`Something unexpected happened. Please try again or contact support.`,
    },
  };
  return (code) => texts[cardErrorOf(code)];
}

export function useCodeTexts() {
  const { t } = useLingui();
  const eci: Record<EciOutcome, string> = {
    authenticated: t`Cardholder fully authenticated with 3-D Secure; liability shifts to the issuer.`,
    attempted: t`3-D Secure was attempted but the card or issuer is not enrolled.`,
    not_authenticated: t`No 3-D Secure authentication; you carry the fraud liability.`,
  };
  const cvn: Record<CvnOutcome, string> = {
    match: t`The security code matched.`,
    no_match: t`The security code did not match.`,
    not_processed: t`The security code was not processed.`,
    not_checked: t`The security code was not checked for this card.`,
    issuer_unavailable: t`The issuer could not check the security code.`,
    suspicious: t`The issuer found the payment suspicious.`,
  };
  const avs: Record<AvsOutcome, string> = {
    full_match: t`Street address and postal code match.`,
    partial_match: t`Only part of the address matched.`,
    no_match: t`Neither the street address nor the postal code matched.`,
    unavailable: t`Address check not available for this card.`,
  };
  const unknown = t`No result`;
  return {
    eci: (code: string | null) => {
      const o = eciOutcome(code);
      return o ? eci[o] : unknown;
    },
    cvn: (code: string | null) => {
      const o = cvnOutcome(code);
      return o ? cvn[o] : unknown;
    },
    avs: (code: string | null) => {
      const o = avsOutcome(code);
      return o ? avs[o] : unknown;
    },
  };
}

export function useCardLabels() {
  const { t } = useLingui();
  const sources: Record<TransactionSource, string> = {
    API_GATEWAY: t`API`,
    DASHBOARD: t`Dashboard`,
    SDK: t`Mobile SDK`,
    XENDIT_JS: t`JavaScript library`,
    INVOICE: t`Invoice`,
    SECURE_ACCEPTANCE: t`Secure Acceptance`,
    VIRTUAL_TERMINAL: t`Virtual terminal`,
    OFF_RAILS: t`Off-rails`,
  };
  const tokenTypes: Record<TokenType, string> = {
    singleUse: t`Single use`,
    multiUse: t`Multiple use`,
    externalToken: t`External token`,
    PAN: t`Card number (PAN)`,
  };
  const features: Record<CardFeature, string> = {
    can_skip_cvn: t`May skip the security code`,
    should_authenticate: t`3-D Secure required`,
    can_use_dynamic_3ds: t`Dynamic 3-D Secure`,
    installment_enabled: t`Installments`,
  };
  const risk: Record<string, string> = { Normal: t`Normal`, Medium: t`Medium`, High: t`High` };
  return {
    source: (s: string) => sources[s as TransactionSource] ?? s,
    tokenType: (s: string) => tokenTypes[s as TokenType] ?? s,
    feature: (s: string) => features[s as CardFeature] ?? s,
    risk: (s: string) => risk[s] ?? s,
    sources,
  };
}
