// /data's API answers: the catalogue (three real tables), still loading, and failing.
import { aDataCatalogue, mockApi } from '@trophy-room/contract/testing';

export const catalogue = aDataCatalogue();

export const dataHandlers = {
  success: [mockApi.data('dataFiles', catalogue)],
  loading: [mockApi.loading('dataFiles')],
  error: [mockApi.error('dataFiles', 'The catalogue could not be read.')],
};
