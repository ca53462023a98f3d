import { RUSSIAN_FEDERATION } from '@peresadka/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  toggled,
  withCar,
  withCarType,
  withDocumentType,
  withoutBarredCards,
  withSavedPassenger,
  withTrainCategory,
} from './change-rules.ts';
import { trainPassenger } from '../form/form-model.ts';

const chosen = {
  ...trainPassenger('Adult'),
  document_number: '4506123456',
  car_type: 'Compartment' as const,
  car_number: '05',
  place: 12,
  bedding: true,
  rzd_bonus_card: '1234',
  universal_bonus_card: '5678',
  preferred_tariff: 'Senior' as const,
};

describe('rules of change (SPEC §4)', () => {
  it('clears the number and sets the citizenship when the document type changes', () => {
    const foreign = withDocumentType(chosen, 'ForeignPassport');
    expect(foreign).toMatchObject({ document_type: 'ForeignPassport', document_number: '' });
    expect(foreign.citizenship).toBe('');
    const back = withDocumentType({ ...foreign, citizenship: 'Казахстан' }, 'MilitaryCard');
    expect(back.citizenship).toBe(RUSSIAN_FEDERATION);
    expect(
      withDocumentType({ ...foreign, citizenship: 'Казахстан' }, 'ResidencePermit').citizenship,
    ).toBe('Казахстан');
  });

  it('drops the bonus cards a document does not allow', () => {
    const child = withoutBarredCards(withDocumentType(chosen, 'BirthCertificate'));
    expect(child).toMatchObject({ rzd_bonus_card: '1234', universal_bonus_card: '' });
    const soldier = withoutBarredCards(withDocumentType(chosen, 'MilitaryCard'));
    expect(soldier).toMatchObject({ rzd_bonus_card: '', universal_bonus_card: '' });
  });

  it('clears the car, its place and bedding when the car type changes', () => {
    expect(withCarType(chosen, 'ReservedSeat')).toMatchObject({
      car_type: 'ReservedSeat',
      car_number: '',
      place: null,
      bedding: false,
    });
  });

  it('clears the place and bedding when the car changes', () => {
    expect(withCar(chosen, '07')).toMatchObject({
      car_type: 'Compartment',
      car_number: '07',
      place: null,
      bedding: false,
    });
  });

  it('gives a child on the lap no place and only adults a tariff', () => {
    expect(withTrainCategory(chosen, 'BabyWithoutPlace')).toMatchObject({
      place: null,
      preferred_tariff: '',
    });
    expect(withTrainCategory(chosen, 'Child')).toMatchObject({ place: 12, preferred_tariff: '' });
    expect(withTrainCategory(chosen, 'Adult').preferred_tariff).toBe('Senior');
  });

  it('fills the person from an earlier order and keeps the ride’s choices', () => {
    const filled = withSavedPassenger(chosen, {
      last_name: 'Петров',
      first_name: 'Пётр',
      middle_name: '-',
      sex: 'Male',
      birthday: '1970-01-02',
      document_type: 'ForeignPassport',
      document_number: 'AB123',
      document_valid_till: null,
      citizenship: 'Беларусь',
    });
    expect(filled).toMatchObject({
      last_name: 'Петров',
      sex: 'Male',
      document_type: 'ForeignPassport',
      document_valid_till: '',
      citizenship: 'Беларусь',
      car_number: '05',
      place: 12,
    });
  });

  it('gives up a seat chosen again', () => {
    expect(toggled(null, '12A')).toBe('12A');
    expect(toggled('12A', '12A')).toBeNull();
    expect(toggled('12A', '14C')).toBe('14C');
  });
});
