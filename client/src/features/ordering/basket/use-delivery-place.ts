import { useEffect, useRef, useState } from 'react';

import { browserHttp } from '../../../lib/browser-http';
import type { DeliveryOptions, PinZone } from '../../../api/read-delivery-options';
import { readDeliveryOptions, readPinZone } from '../../../api/read-delivery-options';
import type { How } from './delivery-choice';
import { DISTRICT_PARAM, HOW_PARAM, PIN_PARAM, SEARCH_PARAM } from './delivery-choice';
import type { BranchDays } from '../../../components/pickup-day/use-branch-days';

/** Keeps a choice in the page's address, so a reload (or the page without script) shows the same. */
function keep(param: string, value: string) {
  const url = new URL(window.location.href);
  if (value) url.searchParams.set(param, value);
  else url.searchParams.delete(param);
  window.history.replaceState(null, '', url);
}

/**
 * Pick-up or delivery, the district and what was typed to find it, and the chosen shop's delivery
 * options: the page brings them for the shop in its address; with script, another shop's are
 * read once its days are (its windows are on its open days).
 */
export function useDeliveryPlace(
  initial: {
    delivery: DeliveryOptions | null;
    how: How;
    districtId: string;
    search: string;
    pin: string;
    pinZone: PinZone | null;
    branchId: string;
  },
  branchId: string,
  days: BranchDays,
) {
  const [options, setOptions] = useState(initial.delivery);
  const [how, setHow] = useState(initial.how);
  const [districtId, setDistrictId] = useState(initial.districtId);
  const [search, setSearch] = useState(initial.search);
  const [pin, setPin] = useState(initial.pin);
  const [pinZone, setPinZone] = useState(initial.pinZone);
  const pinFor = useRef(initial.pin);
  const readFor = useRef(initial.branchId);

  useEffect(() => {
    if (!Array.isArray(days) || readFor.current === branchId) return;
    readFor.current = branchId;
    setOptions(null);
    setDistrictId('');
    keep(DISTRICT_PARAM, '');
    setPinZone(null);
    pinFor.current = '';
    const branch = branchId;
    // A shop chosen again meanwhile: only the last one's options are kept.
    const still = () => readFor.current === branch;
    readDeliveryOptions(browserHttp, Number(branch), days).then(
      (read) => still() && setOptions(read),
      () => still() && setOptions(null),
    );
  }, [branchId, days]);

  return {
    options,
    props: {
      how,
      onHow: (next: How) => {
        setHow(next);
        keep(HOW_PARAM, next === 'delivery' ? next : '');
      },
      districtId,
      onDistrict: (next: string) => {
        setDistrictId(next);
        keep(DISTRICT_PARAM, next);
      },
      search,
      onSearch: (next: string) => {
        setSearch(next);
        keep(SEARCH_PARAM, next);
      },
      pin,
      pinZone,
      // The zone is measured by the server once the pin is given (the field left), not per key.
      onPin: (next: string) => {
        const typed = next.trim();
        setPin(typed);
        keep(PIN_PARAM, typed);
        if (typed === pinFor.current) return;
        pinFor.current = typed;
        if (!typed) return setPinZone(null);
        const still = () => pinFor.current === typed;
        void readPinZone(browserHttp, Number(branchId), typed).then((zone) => still() && setPinZone(zone));
      },
    },
  };
}
