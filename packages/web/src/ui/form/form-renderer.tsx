import { type FieldValue, type FormSection, type FormTemplate, type FormValues, visibleNodes } from '@konsult/domain';
import { Stack, Title } from '@mantine/core';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { looseT } from '../../i18n/loose-t';
import { FieldInput } from './field-input';

export interface FormRendererProps {
  template: FormTemplate;
  values: FormValues;
  onChange: (name: string, value: FieldValue) => void;
  /** Signed, stricken or otherwise closed: every input disabled. */
  readOnly?: boolean;
  /** Fields the clinician cannot change (seed 002 §4: forced by what the meeting already produced). */
  locked?: ReadonlySet<string>;
  /** Options of a multi choice that stay ticked. */
  lockedOptions?: Readonly<Record<string, readonly string[]>>;
}

const NO_LOCKS: ReadonlySet<string> = new Set();
const NO_LOCKED_OPTIONS: Readonly<Record<string, readonly string[]>> = {};
const NO_OPTIONS: readonly string[] = [];

/**
 * A form template's sections and fields, controlled by `values`. Fields whose condition is not met are not
 * rendered (visibility is transitive, as the missing-fields check sees it); their answers stay in `values` so
 * nothing typed is lost when a condition flips back.
 */
export function FormRenderer({
  template,
  values,
  onChange,
  readOnly = false,
  locked = NO_LOCKS,
  lockedOptions = NO_LOCKED_OPTIONS,
}: FormRendererProps) {
  const { t } = useTranslation();
  const tr = looseT(t);
  const sections = useMemo(() => {
    const shown = new Map<FormSection, ReturnType<typeof visibleNodes>>();
    for (const item of visibleNodes(template, values)) {
      shown.set(item.section, [...(shown.get(item.section) ?? []), item]);
    }
    return [...shown.entries()];
  }, [template, values]);

  return (
    <Stack gap="lg">
      {sections.map(([section, items]) => (
        <SectionGroup key={section.name} title={tr(section.title)}>
          {items.map(({ node }) => (
            <FieldInput
              key={node.name}
              node={node}
              value={values[node.name]}
              onChange={onChange}
              disabled={readOnly || locked.has(node.name)}
              lockedOptions={lockedOptions[node.name] ?? NO_OPTIONS}
              tr={tr}
            />
          ))}
        </SectionGroup>
      ))}
    </Stack>
  );
}

/** A titled group of fields: a group (not a landmark) named by its heading. */
function SectionGroup({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Stack gap="sm" role="group" aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
