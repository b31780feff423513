import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import {
  KIND_FACTS,
  messages,
  warehouseFormProblem,
  type WarehouseDetail,
  type WarehouseUpdateValues,
  type findWarehouse,
  type updateWarehouse as updateCall,
} from '@rentals/shared';
import { callData } from '../../../shared/api/client';
import { storedNowOptions } from '../../../shared/api/call-query';
import { useListingWrite } from '../../../shared/api/refreshing-mutation';
import { ListingEditForm } from '../../../shared/forms/listing-edit-form';
import { locationChange, pictureOrderChange } from '../../../shared/forms/listing-changes';
import { DescriptionField, LocationFields, NameField } from '../../../shared/forms/location-fields';
import { multipartOf } from '../../../shared/forms/multipart';
import { NumberField } from '../../../shared/forms/number-field';
import { useListingEdit } from '../../../shared/forms/use-listing-edit';
import { messageText } from '../../../shared/i18n/message-text';
import { OwnedListing, OwnerPageProblem } from '../../../shared/listings/owner-page-problem';
import { PROPERTY_MANAGEMENT_PATH } from '../../../shared/listings/owner-paths';
import { randomToken } from '../../../shared/lib/random-token';

type Values = {
  name: string;
  price: string;
  floor_area: string;
  loading_docks: string;
  ceiling_height: string;
  region: string;
  district: string;
  description: string;
};

const valuesOf = (w: WarehouseDetail): Values => ({
  name: w.name,
  price: String(w.price ?? ''),
  floor_area: String(w.floor_area),
  loading_docks: String(w.loading_docks),
  ceiling_height: String(w.ceiling_height),
  region: w.location.region,
  district: w.location.district,
  description: w.description,
});

type UpdateInput = {
  warehouse_id: string;
  ownerId: string;
  updatedValues: WarehouseUpdateValues;
  pictures: File[];
};

const updateWarehouse = ({ warehouse_id, ownerId, updatedValues, pictures }: UpdateInput) =>
  callData<typeof updateCall>(
    { method: 'POST', path: '/warehouses/update' },
    {
      body: multipartOf(
        { warehouse_id, folder: `${ownerId}/warehouse/${randomToken()}`, updatedValues },
        pictures,
      ),
    },
  );

/** /properties/warehouses/{propertyId}/edit: loads the warehouse, then its owner edits it. */
export function EditWarehousePage() {
  const { propertyId = '' } = useParams();
  const { t, i18n } = useLingui();
  const title = t`Edit warehouse`;
  const listing = useQuery(
    storedNowOptions<typeof findWarehouse>(
      ['warehouse-forms', propertyId],
      { method: 'GET', path: '/warehouses/find/:id' },
      { params: { id: propertyId } },
    ),
  );
  return (
    <OwnedListing
      listing={listing}
      problem={(error) => (
        <OwnerPageProblem
          title={title}
          error={error}
          notOwner={t`Only the owner of this warehouse can see this page.`}
          missing={(missing) => messageText(i18n, missing.message || messages.cantFindProperty)}
        />
      )}
    >
      {(warehouse, ownerId) => (
        <EditWarehouseForm key={warehouse._id} warehouse={warehouse} ownerId={ownerId} />
      )}
    </OwnedListing>
  );
}

function EditWarehouseForm({
  warehouse,
  ownerId,
}: {
  warehouse: WarehouseDetail;
  ownerId: string;
}) {
  const edit = useListingEdit(() => valuesOf(warehouse), warehouse.pictures);
  const update = useListingWrite(updateWarehouse, (input) => input.warehouse_id);
  const { t, i18n } = useLingui();
  const { form, setField } = edit;
  const changes = (order: readonly string[] | null): WarehouseUpdateValues => {
    const changed: WarehouseUpdateValues = {};
    if (form.name.trim() !== warehouse.name) changed.name = form.name.trim();
    if (Number(form.price) !== warehouse.price) changed.price = Number(form.price);
    if (Number(form.floor_area) !== warehouse.floor_area)
      changed.floor_area = Number(form.floor_area);
    if (Number(form.loading_docks) !== warehouse.loading_docks)
      changed.loading_docks = Number(form.loading_docks);
    if (Number(form.ceiling_height) !== warehouse.ceiling_height)
      changed.ceiling_height = Number(form.ceiling_height);
    if (form.description.trim() !== warehouse.description)
      changed.description = form.description.trim();
    Object.assign(changed, locationChange(form, warehouse.location));
    return Object.assign(changed, pictureOrderChange(order, warehouse.pictures));
  };
  return (
    <ListingEditForm
      title={t`Edit warehouse`}
      subtitle={warehouse.name}
      edit={edit}
      maxPictures={KIND_FACTS.Warehouse.pictures.max}
      update={update}
      refusal={() => {
        const problem = warehouseFormProblem(
          {
            ...form,
            location: { region: form.region, district: form.district },
            facilities: warehouse.facilities,
          },
          edit.pictureCount,
        );
        return problem ? { text: messageText(i18n, problem) } : null;
      }}
      changes={changes}
      send={(updatedValues, pictures, callbacks) =>
        update.mutate({ warehouse_id: warehouse._id, ownerId, updatedValues, pictures }, callbacks)
      }
      back={PROPERTY_MANAGEMENT_PATH}
    >
      <div className="space-y-5">
        <NameField value={form.name} onChange={(v) => setField('name', v)} />
        <NumberField
          label={t`Rent a month (USD)`}
          name="price"
          min={1}
          value={form.price}
          onChange={(v) => setField('price', v)}
        />
        <NumberField
          label={t`Floor area (m²)`}
          name="floor_area"
          min={1}
          value={form.floor_area}
          onChange={(v) => setField('floor_area', v)}
        />
        <NumberField
          label={t`Loading docks`}
          name="loading_docks"
          min={0}
          value={form.loading_docks}
          onChange={(v) => setField('loading_docks', v)}
        />
        <NumberField
          label={t`Ceiling height (m)`}
          name="ceiling_height"
          min={1}
          value={form.ceiling_height}
          onChange={(v) => setField('ceiling_height', v)}
        />
        <LocationFields values={form} onChange={setField} />
        <DescriptionField value={form.description} onChange={(v) => setField('description', v)} />
      </div>
    </ListingEditForm>
  );
}
