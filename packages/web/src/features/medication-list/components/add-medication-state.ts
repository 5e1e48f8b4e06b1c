import {
  type DosageForm,
  dosageFormProblems,
  type MedicationReason,
  newDosageForm,
  type SilDrug,
} from '@konsult/domain';

/**
 * The add-medication wizard's state (seed 001 §2.3, §4): step 1 → 2 when a medication is chosen, 2 → 3 when the
 * dosage is valid, 3 submits; any completed step can be reopened; choosing another medication starts the dosage
 * and reasons afresh (the wizard is back to "only step 1 done").
 */
export type WizardStep = 1 | 2 | 3;

export interface AddMedicationState {
  active: WizardStep;
  drug: SilDrug | null;
  dosage: DosageForm;
  /** Step 2 has been continued past; reopening it keeps this until the dosage is continued again. */
  dosageDone: boolean;
  /** Problems show once Continue was pressed with an invalid dosage, and stay live afterwards. */
  showDosageProblems: boolean;
  reasons: MedicationReason[];
}

export type AddMedicationAction =
  | { type: 'pickDrug'; drug: SilDrug; now: number }
  | { type: 'reopen'; step: WizardStep }
  | { type: 'continueDrug' }
  | { type: 'changeDosage'; dosage: DosageForm }
  | { type: 'continueDosage' }
  | { type: 'setReasons'; reasons: MedicationReason[] };

export function initialAddMedicationState(now: number): AddMedicationState {
  return {
    active: 1,
    drug: null,
    dosage: newDosageForm(now),
    dosageDone: false,
    showDosageProblems: false,
    reasons: [],
  };
}

export function isStepCompleted(state: AddMedicationState, step: WizardStep): boolean {
  if (step === 1) return state.drug !== null && state.active !== 1;
  if (step === 2) return state.dosageDone && state.active !== 2;
  return false;
}

export function addMedicationReducer(state: AddMedicationState, action: AddMedicationAction): AddMedicationState {
  switch (action.type) {
    case 'pickDrug':
      if (state.drug?.nplId === action.drug.nplId) return { ...state, drug: action.drug, active: 2 };
      return { ...initialAddMedicationState(action.now), drug: action.drug, active: 2 };
    case 'continueDrug':
      return state.drug ? { ...state, active: 2 } : state;
    case 'reopen':
      if (action.step === 1 || (action.step === 2 && state.drug) || (action.step === 3 && state.dosageDone)) {
        return { ...state, active: action.step };
      }
      return state;
    case 'changeDosage':
      return { ...state, dosage: action.dosage };
    case 'continueDosage':
      if (dosageFormProblems(state.dosage).length > 0) return { ...state, showDosageProblems: true };
      return { ...state, dosageDone: true, active: 3 };
    case 'setReasons':
      return { ...state, reasons: action.reasons };
  }
}
