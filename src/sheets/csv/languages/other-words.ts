/**
 * Common words of the languages Windows-1254 (Turkish), Windows-1257 (Baltic) and Windows-1253
 * (Greek) serve, as invoices, addresses and company names write them.
 */
export const TURKISH_WORDS = `şirket şti anonim istanbul eskişehir şişli beşiktaş kadıköy üsküdar çankaya karşıyaka bakırköy
  fatura tutar kdv toplam ödeme tedarikçi müşteri hizmet bedeli kira bakım onarım kırtasiye malzemesi
  nakliye reklam elektrik doğalgaz sözleşme sipariş teslimat mahallesi caddesi sokak sokağı bulvarı çarşı
  gıda ticaret sanayi inşaat yapı kağıt çelik ışık güneş yıldız öztürk yılmaz şahin aydın özdemir arslan
  doğan kılıç çağrı ocak şubat nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık ve ile için
  lira kuruş türk türkiye dış iç gümrük müdürlüğü limited anonim şube genel müdür vergi dairesi numarası
  miktar birim fiyat açıklama tarih vade ürün ürünler hizmetleri danışmanlık muhasebe temizlik güvenlik
  yemek taşımacılık otomotiv tekstil mobilya elektronik dağıtım pazarlama üretim mühendislik ücret ücretsiz
  alım satım satış gönderi gönderim ödemesi hesabı müdürlük bölge bölümü işletme işletmesi işlem şehir ilçe köy
  köprü yolu mahalle sitesi apartmanı dükkan dükkanı büro bürosu ürünleri üretimi tüketim gümüş gül göl dönem
  dönemi öğretmen öğrenci düzenleme değişim değer değeri eğitim sağlık çalışma çözüm çözümleri yazılım donanım
  bilişim iletişim üç dört beş altı yüz fevzi çakmak kazım mithatpaşa bağdat büyükdere ümraniye ataşehir
  kağıthane bahçelievler küçükçekmece gaziosmanpaşa beyoğlu önünde önemli ön ürün kullanım kurulum çıkış
  giriş araç aracı parça parçası yağ yağı değişimi lastik bakımı servisi personel yemeği içme suyu ısıtma
  soğutma havalandırma aydınlatma boyası işçiliği`;

export const BALTIC_WORDS = {
  lithuanian: `klaipėda šiauliai panevėžys sąskaita faktūra pvm iš viso paslaugos tiekėjas pirkėjas mokėjimas nuoma
    gatvė gedimino lietuvos įmonė bendrovė ribota atsakomybe žalgirio kęstučio kėdainiai marijampolė
    mažeikiai ūkis švarus čia kaina kiekis mokėti išrašymo prekės prekių paslaugų statyba
    baldai spaustuvė kavinė parduotuvė uždaroji akcinė`,
  latvian: `rīga rīgas liepāja jūrmala rēzekne iela ielā rēķins kopā pakalpojumi piegādātājs pircējs maksājums
    līgums uzturēšana kancelejas preces sabiedrība ierobežotu atbildību brīvības elizabetes krišjāņa
    valdemāra tērbatas ģertrūdes ķīpsala ļoti ņemt daudzums būvniecība tīrīšana`,
  estonian: `pärnu jõhvi käibemaks teenused tarnija ostja üür kontoritarbed tänav väljak õismäe mustamäe lasnamäe
    jõe töö müük ühing osaühing sõidukid õhtu päev hind tasumise tähtaeg ehitus koristus`,
};

export const GREEK_WORDS = `εταιρεία αε επε ικε αθήνα θεσσαλονίκη πάτρα ηράκλειο λάρισα οδός λεωφόρος τιμολόγιο παραστατικό
  ποσό φπα σύνολο καθαρή αξία υπηρεσίες προμηθευτής πελάτης πληρωμή σύμβαση ενοίκιο συντήρηση επισκευή
  γραφική ύλη μεταφορικά διαφήμιση ηλεκτρικό ρεύμα τηλεφωνία παπαδόπουλος παπαδοπούλου γεωργίου
  δημητρίου νικολάου ιωάννου βασιλείου κωνσταντίνου ελληνικά είδη εμπόριο κατασκευές τεχνική ανώνυμη
  ιανουάριος φεβρουάριος μάρτιος απρίλιος μάιος ιούνιος και του της των για με στο στη από ποσότητα τιμή
  μονάδα περιγραφή ημερομηνία αριθμός εμπορική βιομηχανία τροφίμων ξενοδοχείο καθαρισμός ασφάλεια`;

/** Vietnamese (Windows-1258), as invoices and addresses write it; Excel writes its tones as combining marks. */
export const VIETNAMESE_WORDS = `công ty trách nhiệm hữu hạn cổ phần tnhh nhà cung cấp khách hàng hóa đơn số ngày tháng năm
  thành tiền đơn giá số lượng thuế gtgt giá trị gia tăng tổng cộng thanh toán chuyển khoản tiền mặt mã số
  địa chỉ đường phố phường quận huyện thành phố hồ chí minh hà nội đà nẵng hải phòng cần thơ biên hòa
  dịch vụ vận chuyển sửa chữa bảo trì thuê văn phòng phẩm điện nước viễn thông quảng cáo tư vấn kế toán
  nguyễn trần lê phạm hoàng huỳnh phan vũ võ đặng bùi đỗ hồ ngô dương lý thương mại sản xuất xây dựng
  xuất nhập khẩu vật tư thiết bị máy móc hàng hóa mua bán đại lý chi nhánh việt nam ngân hàng tài khoản
  người bán người mua diễn giải nội dung ghi chú đơn vị tính chiết khấu hạn tổng giám đốc kỹ thuật
  thực phẩm nông sản may mặc điện tử phần mềm giải pháp đầu tư phát triển dịch vụ vệ sinh bảo vệ`;
