'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import type { House } from '@/lib/contract/house-map';
import { absoluteAddress, addresses } from '@/lib/site/address/addresses';

export type PopupText = { detail: string; vr: string; price: (price: number | null) => string };
type Props = {
  houses: House[];
  detailHref: (id: string) => string;
  vrHref: (id: string) => string;
  text: PopupText;
  label: string;
};

/** Henan's centre and a zoom that shows the whole province. */
const START: L.LatLngTuple = [33.9, 113.6];
const START_ZOOM = 7;

/** The base layer: a tile service where one is configured, else the offline district outlines. */
function addBaseLayer(map: L.Map, signal: AbortSignal) {
  if (!addresses.MAP_TILES) return;
  const address = absoluteAddress(addresses.MAP_TILES, window.location.origin);
  if (!/\.geojson$/i.test(address)) {
    L.tileLayer(address, { maxZoom: 18 }).addTo(map);
    return;
  }
  fetch(address, { signal })
    .then((response) => (response.ok ? response.json() : null))
    .then((geojson: GeoJSON.FeatureCollection | null) => {
      if (!geojson) return;
      L.geoJSON(geojson, {
        style: { color: '#2f6fb0', weight: 1, fillColor: '#dbe8f7', fillOpacity: 0.6 },
        onEachFeature: (feature, layer) => {
          const name: unknown = feature.properties?.name;
          if (typeof name === 'string')
            layer.bindTooltip(name, { permanent: true, direction: 'center', className: 'district-label' });
        },
      })
        .addTo(map)
        .bringToBack();
    })
    // Without a base layer the markers still show on the plain background.
    .catch(() => undefined);
}

/** Popup content built as elements, so a title from the API can never become markup. */
function popupOf(house: House, props: Props): HTMLElement {
  const box = document.createElement('div');
  box.className = 'w-[200px] space-y-1';
  box.dataset.testid = 'house-popup';
  if (house.ImageUrl) {
    const img = document.createElement('img');
    img.src = house.ImageUrl;
    img.alt = house.Title;
    img.width = 200;
    img.height = 126;
    img.className = 'h-[126px] w-[200px] object-cover';
    box.append(img);
  }
  const title = document.createElement('p');
  title.className = 'font-medium';
  title.textContent = house.Title;
  const price = document.createElement('p');
  price.className = 'font-bold text-alert';
  price.textContent = props.text.price(house.Price);
  const links = document.createElement('p');
  links.className = 'flex gap-3';
  const detail = document.createElement('a');
  detail.href = props.detailHref(house.AnncId);
  detail.textContent = props.text.detail;
  links.append(detail);
  if (house.PanoramaUrl) {
    const vr = document.createElement('a');
    vr.href = props.vrHref(house.AnncId);
    vr.textContent = props.text.vr;
    links.append(vr);
  }
  box.append(title, price, links);
  return box;
}

/** The Leaflet map: one marker per property, a popup with picture, rent and links. */
export default function HouseMapCanvas(props: Props) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  // Popups open later and read the newest links and texts, not those of the first render.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  useEffect(() => {
    if (!container.current) return;
    const controller = new AbortController();
    const created = L.map(container.current, { center: START, zoom: START_ZOOM, attributionControl: false });
    addBaseLayer(created, controller.signal);
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      controller.abort();
      created.remove();
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const house of props.houses) {
      L.circleMarker([house.Lat, house.Lng], {
        radius: 9,
        color: '#ffffff',
        weight: 2,
        fillColor: '#c4262e',
        fillOpacity: 0.9,
        className: 'house-marker',
      })
        .bindPopup(() => popupOf(house, latest.current))
        .bindTooltip(house.Title)
        .addTo(group);
    }
  }, [props.houses]);

  return (
    <div
      ref={container}
      className="h-[60vh] min-h-[320px] w-full rounded border border-line md:h-[520px]"
      role="region"
      aria-label={props.label}
      data-testid="house-map"
    />
  );
}
