# bash completion for shipctl. Generated from the command tree by `npm run completions`: do not edit.
# bash, with the bash-completion package (most distributions install it):
# Install: mkdir -p ~/.local/share/bash-completion/completions && shipctl completion bash > ~/.local/share/bash-completion/completions/shipctl
# bash without it:
# Install: echo 'source <(shipctl completion bash)' >> ~/.bashrc
# (or, for this shell only: source <(shipctl completion bash))

# _shipctl_spec PATH: what the command PATH accepts: its subcommands and their aliases,
# its own options, " --option=KIND " for those taking a value, the KIND of each
# positional argument ("-": nothing to offer), and whether the last one repeats.
_shipctl_spec() {
  _shipctl_subs= _shipctl_alias= _shipctl_opts= _shipctl_vals= _shipctl_args= _shipctl_variadic=
  case $1 in
    '')
      _shipctl_subs='shipments labels orders track rates ship batch station carriers addresses warehouses files sub-users sandbox login logout config profiles completion webhooks mcp api help'
      _shipctl_opts='-V --version --json --profile --base-url --no-input --yes --debug --strict --no-color -h --help'
      _shipctl_vals=' --profile=profiles --base-url=- '
      ;;
    'shipments')
      _shipctl_subs='list get void label find summary help'
      _shipctl_alias=' ls=list view=get search=find '
      ;;
    'shipments list')
      _shipctl_opts='--carrier --scope --state --ref --order --since --until --limit --page --all --wide'
      _shipctl_vals=' --carrier=carriers --scope=scopes --state=states --ref=- --order=- --since=- --until=- --limit=- --page=- '
      ;;
    'shipments get')
      _shipctl_args='-'
      ;;
    'shipments void')
      _shipctl_args='-'
      ;;
    'shipments label')
      _shipctl_opts='-o --out --force --print --printer'
      _shipctl_vals=' -o=files --out=files --printer=- '
      _shipctl_args='-'
      ;;
    'shipments find')
      _shipctl_opts='--state --wide'
      _shipctl_vals=' --state=states '
      _shipctl_args='-'
      ;;
    'shipments summary')
      _shipctl_opts='--since --until --csv --handover --print --printer --wide'
      _shipctl_vals=' --since=- --until=- --handover=files --printer=- '
      ;;
    'shipments help')
      _shipctl_args='commands_shipments'
      ;;
    'labels')
      _shipctl_subs='print help'
      ;;
    'labels print')
      _shipctl_opts='--pending --printer --delivery-note --gift --note-only'
      _shipctl_vals=' --printer=- --delivery-note=delivery_note_choices '
      _shipctl_args='-'
      _shipctl_variadic=1
      ;;
    'labels help')
      _shipctl_args='commands_labels'
      ;;
    'orders')
      _shipctl_subs='create list ship delete help'
      _shipctl_alias=' ls=list rm=delete '
      ;;
    'orders create')
      _shipctl_opts='--input --to-name --to-company --to-phone --to-email --to-country --to-zip --to-province --to-city --to-address1 --to-address2 --product --carrier --warehouse --currency --ref'
      _shipctl_vals=' --input=files --to-name=- --to-company=- --to-phone=- --to-email=- --to-country=- --to-zip=- --to-province=- --to-city=- --to-address1=- --to-address2=- --product=- --carrier=order_carriers --warehouse=- --currency=- --ref=- '
      ;;
    'orders list')
      _shipctl_opts='--scope --state --since --until --limit --page --all --wide'
      _shipctl_vals=' --scope=order_scopes --state=state_choices --since=- --until=- --limit=- --page=- '
      ;;
    'orders ship')
      _shipctl_opts='--all --since --carrier --service --carrier-id --pack-size --test --shipment-date --from-warehouse --preset --estimate --print --printer --delivery-note --gift --wide'
      _shipctl_vals=' --since=- --carrier=order_carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --preset=- --printer=- --delivery-note=delivery_note_choices '
      _shipctl_args='-'
      _shipctl_variadic=1
      ;;
    'orders delete')
      _shipctl_args='-'
      ;;
    'orders help')
      _shipctl_args='commands_orders'
      ;;
    'track')
      _shipctl_opts='--shipment --file --carrier --force --refresh --watch --interval --wide'
      _shipctl_vals=' --shipment=- --file=files --carrier=carriers --interval=- '
      _shipctl_args='tracking_carriers -'
      ;;
    'rates')
      _shipctl_opts='--to-zip --to-country --to-province --to-city --from-warehouse --from-zip --from-province --pack-size --pack-amount --weight --size --cool --cod --insurance --carrier --carrier-id --currency --input --cheapest --wide'
      _shipctl_vals=' --to-zip=- --to-country=- --to-province=- --to-city=- --from-warehouse=- --from-zip=- --from-province=- --pack-size=pack_sizes --pack-amount=- --weight=- --size=- --cool=cool --cod=- --insurance=- --carrier=carriers --carrier-id=- --currency=- --input=files '
      ;;
    'ship')
      _shipctl_opts='--carrier --service --cheapest --carrier-id --to-address --to-name --to-company --to-phone --to-email --to-country --to-zip --to-province --to-city --to-address1 --to-address2 --from-warehouse --from-address --pack-size --pack-amount --weight --size --date --time --shipment-date --note --cool --cod --insurance --ref --test --allow-duplicate-ref --product --content-type --ddp --ddu --currency --signature --return-label --input --dry-run --label-out --invoice-out --force --print --printer --preset --delivery-note --gift'
      _shipctl_vals=' --carrier=carriers --service=services --carrier-id=- --to-address=- --to-name=- --to-company=- --to-phone=- --to-email=- --to-country=- --to-zip=- --to-province=- --to-city=- --to-address1=- --to-address2=- --from-warehouse=- --from-address=- --pack-size=pack_sizes --pack-amount=- --weight=- --size=- --date=- --time=time_slots --shipment-date=- --note=- --cool=cool --cod=- --insurance=- --ref=- --product=- --content-type=content_types --currency=- --input=files --label-out=files --invoice-out=files --printer=- --preset=- --delivery-note=delivery_note_choices '
      ;;
    'batch')
      _shipctl_subs='ship status export help'
      ;;
    'batch ship')
      _shipctl_opts='--encoding --map --carrier --service --carrier-id --pack-size --shipment-date --test --from-warehouse --dry-run --estimate --skip-invalid --retry-failed --max-total --concurrency -o --out --out-encoding --labels-dir --labels-pdf --no-labels --print --printer --delivery-note --gift'
      _shipctl_vals=' --encoding=encodings --map=files --carrier=carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --max-total=- --concurrency=- -o=files --out=files --out-encoding=out_encodings --labels-dir=directories --labels-pdf=files --printer=- --delivery-note=delivery_note_choices '
      _shipctl_args='files'
      ;;
    'batch status')
      _shipctl_opts='--wide'
      _shipctl_args='-'
      ;;
    'batch export')
      _shipctl_opts='--format --run --since --encoding --map -o --out'
      _shipctl_vals=' --format=format_choices --run=- --since=- --encoding=encodings --map=files -o=files --out=files '
      _shipctl_args='files'
      ;;
    'batch help')
      _shipctl_args='commands_batch'
      ;;
    'station')
      _shipctl_subs='scan sheet help'
      _shipctl_opts='--carrier --service --carrier-id --pack-size --test --shipment-date --from-warehouse --preset --print --no-print --printer --delivery-note --ask-size --verify-items --orders-file --only-carrier --reprint-duplicates'
      _shipctl_vals=' --carrier=carriers --service=services --carrier-id=- --pack-size=pack_sizes --shipment-date=- --from-warehouse=- --preset=- --printer=- --delivery-note=delivery_note_choices --orders-file=files '
      ;;
    'station scan')
      ;;
    'station sheet')
      _shipctl_opts='-o --out --force'
      _shipctl_vals=' -o=files --out=files '
      ;;
    'station help')
      _shipctl_args='commands_station'
      ;;
    'carriers')
      _shipctl_subs='list add update remove catalog rates help'
      ;;
    'carriers list')
      _shipctl_opts='--wide'
      ;;
    'carriers add')
      _shipctl_opts='--input --credentials-file --print-size --size-fallback --delivery-email --no-delivery-email --delivery-date --no-delivery-date --hide-account --no-hide-account --extra-page --no-extra-page --wide'
      _shipctl_vals=' --input=files --credentials-file=files --print-size=print_sizes --size-fallback=- --delivery-email=- '
      _shipctl_args='registrable_carriers'
      ;;
    'carriers update')
      _shipctl_opts='--input --credentials-file --print-size --size-fallback --delivery-email --no-delivery-email --delivery-date --no-delivery-date --hide-account --no-hide-account --extra-page --no-extra-page --wide'
      _shipctl_vals=' --input=files --credentials-file=files --print-size=print_sizes --size-fallback=- --delivery-email=- '
      _shipctl_args='-'
      ;;
    'carriers remove')
      _shipctl_args='-'
      ;;
    'carriers catalog')
      _shipctl_opts='--wide'
      _shipctl_args='carriers'
      ;;
    'carriers rates')
      _shipctl_subs='upload clear help'
      ;;
    'carriers rates upload')
      _shipctl_args='- files'
      ;;
    'carriers rates clear')
      _shipctl_args='-'
      ;;
    'carriers rates help')
      _shipctl_args='commands_carriers_rates'
      ;;
    'carriers help')
      _shipctl_args='commands_carriers'
      ;;
    'addresses')
      _shipctl_subs='list add help'
      ;;
    'addresses list')
      _shipctl_opts='--wide'
      ;;
    'addresses add')
      _shipctl_opts='--input --name --company --email --phone --country --zip --province --city --address1 --address2 --extra --wide'
      _shipctl_vals=' --input=files --name=- --company=- --email=- --phone=- --country=- --zip=- --province=- --city=- --address1=- --address2=- --extra=- '
      ;;
    'addresses help')
      _shipctl_args='commands_addresses'
      ;;
    'warehouses')
      _shipctl_subs='list add help'
      ;;
    'warehouses list')
      _shipctl_opts='--wide'
      ;;
    'warehouses add')
      _shipctl_opts='--input --name --company --email --phone --country --zip --province --city --address1 --address2 --extra --name-kanji --company-kanji --address1-kanji --address2-kanji --extra-kanji --province-kanji --wide'
      _shipctl_vals=' --input=files --name=- --company=- --email=- --phone=- --country=- --zip=- --province=- --city=- --address1=- --address2=- --extra=- --name-kanji=- --company-kanji=- --address1-kanji=- --address2-kanji=- --extra-kanji=- --province-kanji=- '
      ;;
    'warehouses help')
      _shipctl_args='commands_warehouses'
      ;;
    'files')
      _shipctl_subs='list upload help'
      ;;
    'files list')
      _shipctl_opts='--wide'
      ;;
    'files upload')
      _shipctl_opts='--type --wide'
      _shipctl_vals=' --type=file_types '
      _shipctl_args='files'
      ;;
    'files help')
      _shipctl_args='commands_files'
      ;;
    'sub-users')
      _shipctl_subs='list create get regenerate-token delete help'
      ;;
    'sub-users list')
      _shipctl_opts='--wide'
      ;;
    'sub-users create')
      _shipctl_opts='--email --first-name --last-name --company --token --save-profile --input --wide'
      _shipctl_vals=' --email=- --first-name=- --last-name=- --company=- --save-profile=- --input=files '
      ;;
    'sub-users get')
      _shipctl_opts='--wide'
      _shipctl_args='-'
      ;;
    'sub-users regenerate-token')
      _shipctl_opts='--save-profile'
      _shipctl_vals=' --save-profile=- '
      _shipctl_args='-'
      ;;
    'sub-users delete')
      _shipctl_args='-'
      ;;
    'sub-users help')
      _shipctl_args='commands_sub_users'
      ;;
    'sandbox')
      _shipctl_subs='serve stop info reset clock advance accounts webhooks faults help'
      ;;
    'sandbox serve')
      _shipctl_opts='--port --host --db --call-limit --empty --fault --fault-seed --webhook-url --webhook-secret-file --webhook-retry-scale --webhook-timeout'
      _shipctl_vals=' --port=- --host=- --db=files --call-limit=- --fault=- --fault-seed=- --webhook-url=- --webhook-secret-file=files --webhook-retry-scale=- --webhook-timeout=- '
      ;;
    'sandbox stop')
      ;;
    'sandbox info')
      _shipctl_opts='--db --show-token'
      _shipctl_vals=' --db=files '
      ;;
    'sandbox reset')
      _shipctl_opts='--empty --db'
      _shipctl_vals=' --db=files '
      ;;
    'sandbox clock')
      _shipctl_subs='show set advance reset help'
      _shipctl_opts='--db'
      _shipctl_vals=' --db=files '
      ;;
    'sandbox clock show')
      ;;
    'sandbox clock set')
      _shipctl_opts='--freeze'
      _shipctl_args='-'
      ;;
    'sandbox clock advance')
      _shipctl_args='-'
      ;;
    'sandbox clock reset')
      ;;
    'sandbox clock help')
      _shipctl_args='commands_sandbox_clock'
      ;;
    'sandbox advance')
      _shipctl_opts='--to --carrier --db'
      _shipctl_vals=' --to=advance_targets --carrier=carriers --db=files '
      _shipctl_args='-'
      ;;
    'sandbox accounts')
      _shipctl_subs='add help'
      ;;
    'sandbox accounts add')
      _shipctl_opts='--db'
      _shipctl_vals=' --db=files '
      _shipctl_args='-'
      ;;
    'sandbox accounts help')
      _shipctl_args='commands_sandbox_accounts'
      ;;
    'sandbox webhooks')
      _shipctl_subs='show set clear deliveries help'
      _shipctl_opts='--db'
      _shipctl_vals=' --db=files '
      ;;
    'sandbox webhooks show')
      ;;
    'sandbox webhooks set')
      _shipctl_opts='--url --secret-file'
      _shipctl_vals=' --url=- --secret-file=files '
      ;;
    'sandbox webhooks clear')
      ;;
    'sandbox webhooks deliveries')
      _shipctl_opts='--state --limit --wide'
      _shipctl_vals=' --state=delivery_states --limit=- '
      ;;
    'sandbox webhooks help')
      _shipctl_args='commands_sandbox_webhooks'
      ;;
    'sandbox faults')
      _shipctl_subs='list set clear help'
      _shipctl_opts='--db --wide'
      _shipctl_vals=' --db=files '
      ;;
    'sandbox faults list')
      ;;
    'sandbox faults set')
      _shipctl_args='-'
      _shipctl_variadic=1
      ;;
    'sandbox faults clear')
      _shipctl_args='-'
      ;;
    'sandbox faults help')
      _shipctl_args='commands_sandbox_faults'
      ;;
    'sandbox help')
      _shipctl_args='commands_sandbox'
      ;;
    'login')
      _shipctl_opts='--with-token'
      ;;
    'logout')
      ;;
    'config')
      _shipctl_subs='list get set unset path help'
      ;;
    'config list')
      _shipctl_opts='--wide'
      ;;
    'config get')
      _shipctl_args='config_get_keys'
      ;;
    'config set')
      _shipctl_args='setting_keys -'
      ;;
    'config unset')
      _shipctl_args='setting_keys'
      ;;
    'config path')
      _shipctl_opts='--data'
      ;;
    'config help')
      _shipctl_args='commands_config'
      ;;
    'profiles')
      _shipctl_subs='list use help'
      _shipctl_opts='--wide'
      ;;
    'profiles list')
      ;;
    'profiles use')
      _shipctl_args='profiles'
      ;;
    'profiles help')
      _shipctl_args='commands_profiles'
      ;;
    'completion')
      _shipctl_args='shell_choices'
      ;;
    'webhooks')
      _shipctl_subs='verify listen trigger help'
      ;;
    'webhooks verify')
      _shipctl_opts='--payload --request --signature --timestamp --event-id --tolerance --now --secret-file'
      _shipctl_vals=' --payload=files --request=files --signature=- --timestamp=- --event-id=- --tolerance=- --now=- --secret-file=files '
      ;;
    'webhooks listen')
      _shipctl_opts='--port --forward-to --events --tolerance --secret-file'
      _shipctl_vals=' --port=- --forward-to=- --events=- --tolerance=- --secret-file=files '
      ;;
    'webhooks trigger')
      _shipctl_opts='--to --status --shipment --id --secret-file'
      _shipctl_vals=' --to=- --status=tracking_statuses --shipment=- --id=- --secret-file=files '
      ;;
    'webhooks help')
      _shipctl_args='commands_webhooks'
      ;;
    'mcp')
      _shipctl_opts='--http --port --max-spend --allow-purchase'
      _shipctl_vals=' --port=- --max-spend=- '
      ;;
    'api')
      _shipctl_opts='--input -q --query'
      _shipctl_vals=' --input=files -q=- --query=- '
      _shipctl_args='http_methods -'
      ;;
    'help')
      _shipctl_args='commands'
      ;;
  esac
}

# _shipctl_values KIND CARRIER: the candidates for KIND into _shipctl_r.
_shipctl_values() {
  _shipctl_r=()
  case $1 in
    advance_targets) _shipctl_r=(collected transit delivered exception) ;;
    carriers) _shipctl_r=(japanpost yuupack yuupacket yuumail ups dhl fedex ecms zonos sagawa yamato yamato_intl pegasus seino custom) ;;
    commands) _shipctl_r=(shipments labels orders track rates ship batch station carriers addresses warehouses files sub-users sandbox login logout config profiles completion webhooks mcp api environment exit-codes durations) ;;
    commands_addresses) _shipctl_r=(list add) ;;
    commands_batch) _shipctl_r=(ship status export) ;;
    commands_carriers) _shipctl_r=(list add update remove catalog rates) ;;
    commands_carriers_rates) _shipctl_r=(upload clear) ;;
    commands_config) _shipctl_r=(list get set unset path) ;;
    commands_files) _shipctl_r=(list upload) ;;
    commands_labels) _shipctl_r=(print) ;;
    commands_orders) _shipctl_r=(create list ship delete) ;;
    commands_profiles) _shipctl_r=(list use) ;;
    commands_sandbox) _shipctl_r=(serve stop info reset clock advance accounts webhooks faults) ;;
    commands_sandbox_accounts) _shipctl_r=(add) ;;
    commands_sandbox_clock) _shipctl_r=(show set advance reset) ;;
    commands_sandbox_faults) _shipctl_r=(list set clear) ;;
    commands_sandbox_webhooks) _shipctl_r=(show set clear deliveries) ;;
    commands_shipments) _shipctl_r=(list get void label find summary) ;;
    commands_station) _shipctl_r=(scan sheet) ;;
    commands_sub_users) _shipctl_r=(list create get regenerate-token delete) ;;
    commands_warehouses) _shipctl_r=(list add) ;;
    commands_webhooks) _shipctl_r=(verify listen trigger) ;;
    config_get_keys) _shipctl_r=(profile base_url token language carrier carrier_id currency from_warehouse from_address label_dir print_size printer delivery_note shop.registration_number shop.message station.carrier station.service station.pack_size station.printer station.from_warehouse station.scanner_strip station.verify_items station.ask_size mcp.max_spend) ;;
    content_types) _shipctl_r=(MERCHANDISE GIFT) ;;
    cool) _shipctl_r=(regular fresh frozen) ;;
    delivery_note_choices) _shipctl_r=(a4 a5 label off) ;;
    delivery_states) _shipctl_r=(pending delivered failed cancelled) ;;
    encodings) _shipctl_r=(utf8 sjis utf16le utf16be) ;;
    file_types) _shipctl_r=(signature logo) ;;
    format_choices) _shipctl_r=(amazon-jp rakuten yahoo b2-results shopify-csv) ;;
    http_methods) _shipctl_r=(GET POST PUT DELETE) ;;
    order_carriers) _shipctl_r=(dhl ups fedex japanpost pegasus yamato_intl sagawa yamato yuupack seino ecms zonos) ;;
    order_scopes) _shipctl_r=(api app all) ;;
    out_encodings) _shipctl_r=(utf8 utf8-bom sjis) ;;
    pack_sizes)
      case $2 in
        japanpost|yuupacket|yuumail|ups|dhl|fedex|ecms|zonos|yamato|yamato_intl|pegasus|seino|custom) _shipctl_r=() ;;
        yuupack) _shipctl_r=(60 80 100 120 140 160 170) ;;
        sagawa) _shipctl_r=(60 80 100 140 160) ;;
        *) _shipctl_r=(60 80 100 120 140 160 170) ;;
      esac
      ;;
    print_sizes)
      case $2 in
        japanpost) _shipctl_r=(PDF_A4) ;;
        yuupack|yuupacket|yuumail) _shipctl_r=(PDF_A5 PDF_YU_THERMAL) ;;
        ups|ecms|zonos|yamato_intl|pegasus|seino|custom) _shipctl_r=() ;;
        dhl) _shipctl_r=(PDF_A4 PDF_4X6 PDF_4X8 ZPL_4X6) ;;
        fedex) _shipctl_r=(PDF_A4 PDF_4X6 PDF_4X8 PDF_4X9 ZPL_4X6 ZPL_4X8) ;;
        sagawa) _shipctl_r=(PDF_A5 PDF_4.2X8.3_BLUE PDF_4.2X8.3_GREEN) ;;
        yamato) _shipctl_r=(PDF_A4 PDF_A5 PDF_A4_BW PDF_A5_BW PDF_4.5X7.8) ;;
        *) _shipctl_r=(PDF_A4 PDF_A5 PDF_YU_THERMAL PDF_4X6 PDF_4X8 ZPL_4X6 PDF_4X9 ZPL_4X8 PDF_4.2X8.3_BLUE PDF_4.2X8.3_GREEN PDF_A4_BW PDF_A5_BW PDF_4.5X7.8) ;;
      esac
      ;;
    profiles)
      local p
      while IFS= read -r p; do _shipctl_r+=("$p"); done < <(command shipctl __complete profiles 2>/dev/null)
      ;;
    registrable_carriers) _shipctl_r=(dhl fedex japanpost pegasus yamato_intl sagawa yamato yuupack yuupacket yuumail seino ecms zonos) ;;
    scopes) _shipctl_r=(api all) ;;
    services)
      case $2 in
        japanpost) _shipctl_r=(japanpost_ems japanpost_ems_document japanpost_air_packet japanpost_smallpacket_air japanpost_smallpacket_sea japanpost_parcel_air japanpost_parcel_sea japanpost_printed_matter_air japanpost_printed_matter_sea japanpost_printed_matter_registered_air japanpost_letters_air japanpost_letters_sea japanpost_letters_registered_air) ;;
        yuupack) _shipctl_r=(yuupack_regular yuupack_fresh yuupack_frozen) ;;
        yuupacket) _shipctl_r=(yuupacket_regular) ;;
        yuumail) _shipctl_r=(yuumail_regular) ;;
        ups) _shipctl_r=(ups_saver ups_worldwide_express ups_worldwide_express_plus ups_worldwide_expedited ups_ground ups_next_day ups_next_day_saver ups_second_day ups_three_day_select ups_worldwide_express_freight ups_worldwide_express_freight_mid_day) ;;
        dhl) _shipctl_r=(dhl_express_worldwide dhl_express_1200 dhl_express_0900 dhl_express_jumbo) ;;
        fedex) _shipctl_r=(fedex_international_economy fedex_international_first fedex_international_priority fedex_international_priority_express fedex_international_priority_eod fedex_international_connect_plus) ;;
        ecms) _shipctl_r=(ecms_standard) ;;
        zonos) _shipctl_r=(zonos_japanpost_ems zonos_japanpost_air_packet zonos_japanpost_letters_air zonos_japanpost_letters_registered_air zonos_japanpost_parcel_air zonos_japanpost_printed_matter_air zonos_japanpost_printed_matter_registered_air zonos_japanpost_smallpacket_air zonos_japanpost_letters_sea zonos_japanpost_parcel_sea zonos_japanpost_printed_matter_sea zonos_japanpost_smallpacket_sea) ;;
        sagawa) _shipctl_r=(sagawa_regular sagawa_fresh sagawa_frozen sagawa_plane) ;;
        yamato) _shipctl_r=(yamato_regular yamato_collect yamato_direct_mail yamato_time yamato_freight_on_delivery yamato_dispatch_multiple_units yamato_nekopos yamato_kuroneko_yuupacket yamato_taqbin yamato_taqbin_collect) ;;
        yamato_intl) _shipctl_r=(yamato_intl_taqbin) ;;
        pegasus) _shipctl_r=(pegasus_dhl pegasus_ups pegasus_ems) ;;
        seino) _shipctl_r=(seino_regular seino_takuhai seino_mini seino_tsuhan seino_business) ;;
        custom) _shipctl_r=(custom_standard) ;;
        *) _shipctl_r=(japanpost_ems japanpost_ems_document japanpost_air_packet japanpost_smallpacket_air japanpost_smallpacket_sea japanpost_parcel_air japanpost_parcel_sea japanpost_printed_matter_air japanpost_printed_matter_sea japanpost_printed_matter_registered_air japanpost_letters_air japanpost_letters_sea japanpost_letters_registered_air yuupack_regular yuupack_fresh yuupack_frozen yuupacket_regular yuumail_regular ups_saver ups_worldwide_express ups_worldwide_express_plus ups_worldwide_expedited ups_ground ups_next_day ups_next_day_saver ups_second_day ups_three_day_select ups_worldwide_express_freight ups_worldwide_express_freight_mid_day dhl_express_worldwide dhl_express_1200 dhl_express_0900 dhl_express_jumbo fedex_international_economy fedex_international_first fedex_international_priority fedex_international_priority_express fedex_international_priority_eod fedex_international_connect_plus ecms_standard zonos_japanpost_ems zonos_japanpost_air_packet zonos_japanpost_letters_air zonos_japanpost_letters_registered_air zonos_japanpost_parcel_air zonos_japanpost_printed_matter_air zonos_japanpost_printed_matter_registered_air zonos_japanpost_smallpacket_air zonos_japanpost_letters_sea zonos_japanpost_parcel_sea zonos_japanpost_printed_matter_sea zonos_japanpost_smallpacket_sea sagawa_regular sagawa_fresh sagawa_frozen sagawa_plane yamato_regular yamato_collect yamato_direct_mail yamato_time yamato_freight_on_delivery yamato_dispatch_multiple_units yamato_nekopos yamato_kuroneko_yuupacket yamato_taqbin yamato_taqbin_collect yamato_intl_taqbin pegasus_dhl pegasus_ups pegasus_ems seino_regular seino_takuhai seino_mini seino_tsuhan seino_business custom_standard) ;;
      esac
      ;;
    setting_keys) _shipctl_r=(base_url token language carrier carrier_id currency from_warehouse from_address label_dir print_size printer delivery_note shop.registration_number shop.message station.carrier station.service station.pack_size station.printer station.from_warehouse station.scanner_strip station.verify_items station.ask_size mcp.max_spend) ;;
    shell_choices) _shipctl_r=(bash zsh fish) ;;
    state_choices) _shipctl_r=(open shipped) ;;
    states) _shipctl_r=(active void any) ;;
    time_slots)
      case $2 in
        japanpost|yuupacket|yuumail|ups|dhl|fedex|ecms|zonos|yamato_intl|pegasus|custom) _shipctl_r=() ;;
        yuupack) _shipctl_r=(not-specified before-noon 12-14 14-16 16-18 18-20 19-21) ;;
        sagawa) _shipctl_r=(not-specified before-noon 12-14 14-16 16-18 18-20 18-21 19-21) ;;
        yamato) _shipctl_r=(not-specified before-noon before-ten before-five 14-16 16-18 18-20 19-21) ;;
        seino) _shipctl_r=(not-specified before-noon after-noon 9-12 12-17 17-20) ;;
        *) _shipctl_r=(not-specified before-noon 12-14 14-16 16-18 18-20 19-21 18-21 before-ten before-five after-noon 9-12 12-17 17-20) ;;
      esac
      ;;
    tracking_carriers) _shipctl_r=(dhl ups fedex japanpost sagawa yamato yuupack yuupacket) ;;
    tracking_statuses) _shipctl_r=(pre-transit collected transit delivered exception) ;;
  esac
}

_shipctl_service_carrier() {
  case $1 in
    japanpost_ems|japanpost_ems_document|japanpost_air_packet|japanpost_smallpacket_air|japanpost_smallpacket_sea|japanpost_parcel_air|japanpost_parcel_sea|japanpost_printed_matter_air|japanpost_printed_matter_sea|japanpost_printed_matter_registered_air|japanpost_letters_air|japanpost_letters_sea|japanpost_letters_registered_air) _shipctl_sc=japanpost ;;
    yuupack_regular|yuupack_fresh|yuupack_frozen) _shipctl_sc=yuupack ;;
    yuupacket_regular) _shipctl_sc=yuupacket ;;
    yuumail_regular) _shipctl_sc=yuumail ;;
    ups_saver|ups_worldwide_express|ups_worldwide_express_plus|ups_worldwide_expedited|ups_ground|ups_next_day|ups_next_day_saver|ups_second_day|ups_three_day_select|ups_worldwide_express_freight|ups_worldwide_express_freight_mid_day) _shipctl_sc=ups ;;
    dhl_express_worldwide|dhl_express_1200|dhl_express_0900|dhl_express_jumbo) _shipctl_sc=dhl ;;
    fedex_international_economy|fedex_international_first|fedex_international_priority|fedex_international_priority_express|fedex_international_priority_eod|fedex_international_connect_plus) _shipctl_sc=fedex ;;
    ecms_standard) _shipctl_sc=ecms ;;
    zonos_japanpost_ems|zonos_japanpost_air_packet|zonos_japanpost_letters_air|zonos_japanpost_letters_registered_air|zonos_japanpost_parcel_air|zonos_japanpost_printed_matter_air|zonos_japanpost_printed_matter_registered_air|zonos_japanpost_smallpacket_air|zonos_japanpost_letters_sea|zonos_japanpost_parcel_sea|zonos_japanpost_printed_matter_sea|zonos_japanpost_smallpacket_sea) _shipctl_sc=zonos ;;
    sagawa_regular|sagawa_fresh|sagawa_frozen|sagawa_plane) _shipctl_sc=sagawa ;;
    yamato_regular|yamato_collect|yamato_direct_mail|yamato_time|yamato_freight_on_delivery|yamato_dispatch_multiple_units|yamato_nekopos|yamato_kuroneko_yuupacket|yamato_taqbin|yamato_taqbin_collect) _shipctl_sc=yamato ;;
    yamato_intl_taqbin) _shipctl_sc=yamato_intl ;;
    pegasus_dhl|pegasus_ups|pegasus_ems) _shipctl_sc=pegasus ;;
    seino_regular|seino_takuhai|seino_mini|seino_tsuhan|seino_business) _shipctl_sc=seino ;;
    custom_standard) _shipctl_sc=custom ;;
    *) _shipctl_sc= ;;
  esac
}

_shipctl_is_carrier_option() { case $1 in --carrier) return 0 ;; esac; return 1; }
_shipctl_is_carrier_kind() { case $1 in carriers|order_carriers|registrable_carriers|tracking_carriers) return 0 ;; esac; return 1; }

# _shipctl_kind PATH OPTION: the kind of OPTION's value into _shipctl_k (its own
# command's or an ancestor's option); fails when OPTION takes no value.
_shipctl_kind() {
  local p=$1 rest
  while :; do
    _shipctl_spec "$p"
    if [[ $_shipctl_vals == *" $2="* ]]; then
      rest=${_shipctl_vals#*" $2="}
      _shipctl_k=${rest%% *}
      return 0
    fi
    [[ -z $p ]] && return 1
    if [[ $p == *' '* ]]; then p=${p% *}; else p=; fi
  done
}

# _shipctl_arg PATH N: the kind of positional argument N into _shipctl_k; fails
# with 1 past the last argument, with 2 when the argument has nothing to offer.
_shipctl_arg() {
  _shipctl_spec "$1"
  local -a a=($_shipctl_args)
  local n=$2
  if ((n >= ${#a[@]})); then
    [[ -n $_shipctl_variadic ]] && ((${#a[@]})) || return 1
    n=$((${#a[@]} - 1))
  fi
  _shipctl_k=${a[n]}
  [[ $_shipctl_k != - ]] || return 2
}

# _shipctl_add PREFIX WORD...: the words that start with $cur, into COMPREPLY.
_shipctl_add() {
  local prefix=$1 w
  shift
  for w in "$@"; do [[ $w == "$cur"* ]] && COMPREPLY+=("$prefix$w"); done
}

_shipctl_complete_kind() {
  local f
  case $1 in
    -) ;;
    files | directories)
      compopt -o filenames 2>/dev/null
      local action=-f
      [[ $1 == directories ]] && action=-d
      while IFS= read -r f; do COMPREPLY+=("$2$f"); done < <(compgen "$action" -- "$cur")
      ;;
    *)
      # Values come in their own order (pack sizes 60 80 100, not 100 140 60): bash sorts
      # them as text unless told not to (-o nosort, bash 4.4 and later).
      compopt -o nosort 2>/dev/null
      _shipctl_values "$1" "${carrier:-$svc}"
      _shipctl_add "$2" "${_shipctl_r[@]}"
      ;;
  esac
}

# The options of the command and of its ancestors.
_shipctl_options() {
  local p=$cmdpath
  while :; do
    _shipctl_spec "$p"
    _shipctl_add '' $_shipctl_opts
    [[ -z $p ]] && break
    if [[ $p == *' '* ]]; then p=${p% *}; else p=; fi
  done
}

# Remembers what a value tells about the carrier: --carrier X, or a service code.
_shipctl_seen() {
  _shipctl_is_carrier_option "$1" && carrier=$3
  if [[ $2 == services ]]; then
    _shipctl_service_carrier "$3"
    svc=$_shipctl_sc
  fi
}

_shipctl() {
  local cur=${COMP_WORDS[COMP_CWORD]} cmdpath= w i expect= expect_kind= argi=0 carrier= svc= dashdash= p
  local _shipctl_subs _shipctl_alias _shipctl_opts _shipctl_vals _shipctl_args _shipctl_variadic _shipctl_k _shipctl_sc
  local -a _shipctl_r
  COMPREPLY=()
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=${COMP_WORDS[i]}
    if [[ -n $expect ]]; then
      # bash splits --opt=value at "=" (COMP_WORDBREAKS)
      [[ $w == = ]] && continue
      _shipctl_seen "$expect" "$expect_kind" "$w"
      expect=
      continue
    fi
    if [[ -z $dashdash && $w == -* ]]; then
      if [[ $w == -- ]]; then
        dashdash=1
      elif [[ $w == -*=* ]]; then
        _shipctl_kind "$cmdpath" "${w%%=*}" && _shipctl_seen "${w%%=*}" "$_shipctl_k" "${w#*=}"
      elif _shipctl_kind "$cmdpath" "$w"; then
        expect=$w expect_kind=$_shipctl_k
      fi
      continue
    fi
    if ((argi == 0)); then
      _shipctl_spec "$cmdpath"
      if [[ " $_shipctl_subs " == *" $w "* ]]; then
        cmdpath=${cmdpath:+$cmdpath }$w
        continue
      elif [[ $_shipctl_alias == *" $w="* ]]; then
        w=${_shipctl_alias#*" $w="}
        cmdpath=${cmdpath:+$cmdpath }${w%% *}
        continue
      fi
    fi
    _shipctl_arg "$cmdpath" "$argi" && _shipctl_is_carrier_kind "$_shipctl_k" && carrier=$w
    ((argi++))
  done

  if [[ -n $expect ]]; then
    [[ $cur == = ]] && cur=
    _shipctl_complete_kind "$expect_kind"
  elif [[ -z $dashdash && $cur == -*=* ]]; then
    _shipctl_kind "$cmdpath" "${cur%%=*}" || return 0
    p=${cur%%=*}=
    cur=${cur#*=}
    _shipctl_complete_kind "$_shipctl_k" "$p"
  elif [[ -z $dashdash && $cur == -* ]]; then
    _shipctl_options
  else
    _shipctl_spec "$cmdpath"
    if ((argi == 0)) && [[ -n $_shipctl_subs ]]; then
      _shipctl_add '' $_shipctl_subs
    else
      _shipctl_arg "$cmdpath" "$argi"
      case $? in
        0) _shipctl_complete_kind "$_shipctl_k" ;;
        1) [[ -z $dashdash ]] && _shipctl_options ;; # no argument left to type: the options remain
      esac
    fi
  fi
  return 0
}

complete -F _shipctl shipctl
