import { useState } from 'react';
import {
  checkAmount,
  clampToRange,
  type AmountProblem,
  type AmountRange,
} from './calculator/amount-range';
import { formatNumber, parseAmount } from './format/number';
import { useLang } from './use-lang';

export interface AmountInput {
  /** What the visitor typed, kept as typed so the caret does not jump. */
  text: string;
  /** The parsed amount, null while the text is not a number. */
  amount: number | null;
  problem: AmountProblem | null;
  /** The slider's position: the amount kept within the range, or the range's minimum. */
  sliderValue: number;
  setText: (text: string) => void;
  setAmount: (amount: number) => void;
}

/** State of a calculator amount typed into a field or set with its slider. */
export function useAmountInput(initial: number, range: AmountRange): AmountInput {
  const lang = useLang();
  const [text, setText] = useState(() => formatNumber(initial, lang));
  const amount = parseAmount(text, lang);
  return {
    text,
    amount,
    problem: checkAmount(amount, range),
    sliderValue: amount === null ? range.min : clampToRange(amount, range),
    setText,
    setAmount: (value) => setText(formatNumber(value, lang)),
  };
}
