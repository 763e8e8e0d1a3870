import { CONSUMPTION_ACTIVITIES, enumLabel, tagKeyLabel, toLabelLanguage, type StatisticsTopic } from '@huella/contracts';
import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCommodityChoices } from '../cargos/api.ts';
import { useLookupChoices } from '../configuration/api.ts';
import { ReportSelect } from './report-select.tsx';
import { hasField, CONSOLIDATIONS, type StatisticsValues } from './statistics-values.ts';
import { TagPairsInput } from './tag-pairs-input.tsx';
import { isConsolidation } from './template-filters.ts';

export interface FilterFieldsProps {
  topic: StatisticsTopic;
  values: StatisticsValues;
  /** One field at a time, so the caller merges it into its latest values rather than this render's. */
  onChange: (change: Partial<StatisticsValues>) => void;
  allowedTags: readonly string[];
}

/** docs/spec/part-2.md §2.7 "Filters available", the ones the tab has (statistics-values.ts TOPIC_FIELDS). */
export function FilterFields({ topic, values, onChange, allowedTags }: FilterFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = toLabelLanguage(i18n.language);
  const set = <K extends keyof StatisticsValues>(field: K, value: StatisticsValues[K]) => onChange({ [field]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      {hasField(topic, 'reports') ? (
        <ReportSelect
          label={t('statistics.filters.reports')}
          by="id"
          // The global tab covers every kind of report; the material and tag tabs are about freight.
          type={topic === 'global_emissions' ? undefined : 'transport'}
          value={values.reports}
          onChange={(reports) => set('reports', reports)}
        />
      ) : null}
      {hasField(topic, 'references') ? (
        <ReportSelect label={t('statistics.filters.references')} by="reference" type="transport" value={values.references} onChange={(references) => set('references', references)} />
      ) : null}
      {hasField(topic, 'commodities') ? (
        <CommoditySelect label={t('statistics.filters.commodities')} value={values.commodities} onChange={(commodities) => set('commodities', commodities)} />
      ) : null}
      {hasField(topic, 'groupByTag') && allowedTags.length > 0 ? (
        <Select
          label={t('statistics.filters.group_by_tag')}
          data={allowedTags.map((tag) => ({ value: tag, label: tagKeyLabel(tag, language) }))}
          value={values.groupByTag}
          onChange={(tag) => set('groupByTag', tag)}
          allowDeselect={false}
        />
      ) : null}
      {hasField(topic, 'tags') ? <TagPairsInput allowedTags={allowedTags} value={values.tags} onChange={(tags) => set('tags', tags)} /> : null}
      {hasField(topic, 'consumptionTypes') ? (
        <ChoicesSelect
          label={t('statistics.filters.consumption_types')}
          data={CONSUMPTION_ACTIVITIES.map((type) => ({ value: type, label: enumLabel('activity_type', type, language) }))}
          value={values.consumptionTypes}
          onChange={(types) => set('consumptionTypes', types)}
        />
      ) : null}
      {hasField(topic, 'centers') ? <CenterSelect label={t('statistics.filters.centers')} value={values.centers} onChange={(centers) => set('centers', centers)} /> : null}
      {hasField(topic, 'cars') ? <CarSelect label={t('statistics.filters.cars')} value={values.cars} onChange={(cars) => set('cars', cars)} /> : null}
      {hasField(topic, 'consolidation') ? (
        <Select
          label={t('statistics.filters.consolidation')}
          data={CONSOLIDATIONS.map((value) => ({ value, label: t(`statistics.filters.consolidation_${value}`) }))}
          value={values.consolidation}
          onChange={(value) => {
            if (isConsolidation(value)) set('consolidation', value);
          }}
          allowDeselect={false}
        />
      ) : null}
    </SimpleGrid>
  );
}

interface MultiChoiceProps {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
}

/** A searchable choice of several, "Any" while none is chosen. */
function ChoicesSelect({ label, data, value, onChange }: MultiChoiceProps & { data: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={label}
      placeholder={value.length ? undefined : t('statistics.filters.any')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      hidePickedOptions
    />
  );
}

function CommoditySelect(props: MultiChoiceProps) {
  const choices = useCommodityChoices();
  return <ChoicesSelect {...props} data={choices.data ?? []} />;
}

/** The company's centers by name, all of them (docs/spec/part-2.md §9: up to 999). */
function CenterSelect(props: MultiChoiceProps) {
  const centers = useLookupChoices('centers', 'name');
  return <ChoicesSelect {...props} data={(centers.data ?? []).map((center) => ({ value: String(center.id), label: center.name }))} />;
}

/** The company's cars by plate. */
function CarSelect(props: MultiChoiceProps) {
  const cars = useLookupChoices('cars', 'plate');
  return <ChoicesSelect {...props} data={(cars.data ?? []).map((car) => ({ value: String(car.id), label: car.plate }))} />;
}
