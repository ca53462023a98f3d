import { afterEach, describe, expect, it } from 'vitest';
import { loadDraft, saveDraft } from './draft-storage.ts';
import { initialTrainDraft, ZBusDraft, ZTrainDraft } from './form-model.ts';
import { counts, trainLeg } from './order-fixtures.test-support.ts';

const ride = trainLeg.route_id;

describe('order draft', () => {
  afterEach(() => sessionStorage.clear());

  it('comes back as it was saved, under its ride', () => {
    const draft = initialTrainDraft(counts(2));
    draft.passengers[1] = { ...draft.passengers[1]!, last_name: 'Ёлкина', place: 12 };
    saveDraft(ride, draft);
    expect(loadDraft(ride, ZTrainDraft)).toEqual(draft);
    expect(loadDraft('another-ride', ZTrainDraft)).toBeNull();
  });

  it('is not trusted when it does not fit the form', () => {
    saveDraft(ride, initialTrainDraft(counts(1)));
    expect(loadDraft(ride, ZBusDraft)).toBeNull();
    sessionStorage.setItem(`peresadka.orderDraft.${ride}`, '{not json');
    expect(loadDraft(ride, ZTrainDraft)).toBeNull();
  });
});
