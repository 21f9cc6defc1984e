import { useTranslation } from '@dating/platform';
import { COMPLAINT_CATEGORIES, type ComplaintCategory } from '@dating/shared-contracts/api';
import { COMPLAINTS_NS } from '../complaints-texts';
import { choiceListStyle, choiceStyle, errorStyle } from './styles';

export const CATEGORY_ID = 'complaint-category';

interface Props {
  readonly value: ComplaintCategory | '';
  readonly onChange: (category: ComplaintCategory) => void;
  readonly error: string | null;
}

/** What the notice is about: one radio per category, in a group named by its legend. */
export function CategoryChoice({ value, onChange, error }: Props) {
  const { t } = useTranslation(COMPLAINTS_NS);
  const errorId = `${CATEGORY_ID}-error`;
  return (
    <div>
      <fieldset css={choiceListStyle} aria-describedby={error ? errorId : undefined}>
        <legend>{t('fields.category')}</legend>
        {COMPLAINT_CATEGORIES.map((category, index) => (
          <label key={category} css={choiceStyle}>
            <input
              type="radio"
              name="category"
              value={category}
              // The group's first radio is where a refused choice sends the focus.
              id={index === 0 ? CATEGORY_ID : undefined}
              checked={value === category}
              onChange={() => onChange(category)}
            />
            <span>{t(`categories.${category}`)}</span>
          </label>
        ))}
      </fieldset>
      {error && (
        <p id={errorId} css={[errorStyle, { marginTop: 8 }]}>
          {error}
        </p>
      )}
    </div>
  );
}
