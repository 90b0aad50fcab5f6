import { useTranslation } from '@/lib/i18n-react';
import { useErrorMessage } from '@/lib/error-message';
import { usePlaceChildren, type PlaceLevel } from '../api/get-place-children';
import { useProvinces } from '../api/get-provinces';
import { LookupSelect } from './lookup-select';

export interface PlaceSelection {
  province_id: number | null;
  district_id: number | null;
  commune_id: number | null;
  village_id: number | null;
}

export type PlaceField = keyof PlaceSelection;

interface PlaceCascadeProps {
  value: PlaceSelection;
  /** The owner clears the lower levels: it knows where the selection lives (the URL). */
  onChange: (field: PlaceField, id: number | null) => void;
  /** A page about one province (the Siem Reap guide) starts the cascade at its districts. */
  fixedProvinceId?: number;
}

/** Province → district → commune → village, each fed by the lookup endpoint of its parent. */
export function PlaceCascade({ value, onChange, fixedProvinceId }: PlaceCascadeProps) {
  return (
    <div className="flex flex-col gap-4">
      {fixedProvinceId === undefined && (
        <ProvinceSelect value={value.province_id} onChange={onChange} />
      )}
      <ChildSelect
        level="districts"
        field="district_id"
        parentId={fixedProvinceId ?? value.province_id}
        value={value.district_id}
        onChange={onChange}
      />
      <ChildSelect
        level="communes"
        field="commune_id"
        parentId={value.district_id}
        value={value.commune_id}
        onChange={onChange}
      />
      <ChildSelect
        level="villages"
        field="village_id"
        parentId={value.commune_id}
        value={value.village_id}
        onChange={onChange}
      />
    </div>
  );
}

function ProvinceSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (field: PlaceField, id: number | null) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const provinces = useProvinces();
  return (
    <LookupSelect
      name="province_id"
      label={t('places.province')}
      placeholder={provinces.isPending ? t('state.loading') : t('places.province.all')}
      options={provinces.data ?? []}
      value={value}
      onChange={(id) => onChange('province_id', id)}
      busy={provinces.isPending}
      error={provinces.isError ? errorMessage(provinces.error) : undefined}
    />
  );
}

interface ChildSelectProps {
  level: PlaceLevel;
  field: Exclude<PlaceField, 'province_id'>;
  parentId: number | null;
  value: number | null;
  onChange: (field: PlaceField, id: number | null) => void;
}

function ChildSelect({ level, field, parentId, value, onChange }: ChildSelectProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const query = usePlaceChildren(level, parentId);
  const options = query.data ?? [];

  let placeholder: string = t(`places.${level}.all`);
  if (parentId === null) placeholder = t(`places.${level}.choose-parent`);
  else if (query.isPending) placeholder = t('state.loading');
  else if (query.isSuccess && options.length === 0) placeholder = t(`places.${level}.none`);

  return (
    <LookupSelect
      name={field}
      label={t(`places.${level}`)}
      placeholder={placeholder}
      options={options}
      value={value}
      onChange={(id) => onChange(field, id)}
      disabled={parentId === null || options.length === 0}
      busy={parentId !== null && query.isPending}
      error={query.isError ? errorMessage(query.error) : undefined}
    />
  );
}
